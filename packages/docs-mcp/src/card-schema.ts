/**
 * The MCP server card format (the server-card extension's `ServerCard`,
 * schema family `v1`), as a zod schema: what a card must hold for a client to
 * read it. Only the fields and rules this server's card can touch are
 * spelled out; unknown members are refused so a typo cannot pass.
 */
import {z} from 'zod';
import {SERVER_CARD_SCHEMA} from './identity.ts';

/** A version range (`^1.2.3`, `>=1`, `1.x`) is refused: a card names one version. */
const VERSION_RANGE = /^[\^~<>=]|\.(?:x|\*)(?:\.|$)/;

export const serverCardSchema = z.strictObject({
  $schema: z.literal(SERVER_CARD_SCHEMA),
  name: z
    .string()
    .min(3)
    .max(200)
    .regex(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/),
  version: z
    .string()
    .max(255)
    .refine((value) => !VERSION_RANGE.test(value), 'a version, not a range'),
  description: z.string().min(1).max(100),
  title: z.string().min(1).max(100).optional(),
  websiteUrl: z.url().optional(),
  remotes: z
    .array(
      z.strictObject({
        type: z.enum(['streamable-http', 'sse']),
        url: z
          .string()
          .regex(/^(https?:\/\/[^\s]+|\{[a-zA-Z_][a-zA-Z0-9_]*\}[^\s]*)$/),
        supportedProtocolVersions: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});
