/**
 * Theme components of the API reference plugin, resolved through the
 * plugin's getThemePath as `@theme/…` (so a site can swizzle any of them).
 * `React` is the global namespace of @types/react: an import at the top would
 * make this file a module, and each `declare module` an augmentation.
 */
declare module '@theme/ApiIntro' {
  import type {IntroModel, NoticeModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly intro: IntroModel;
    /** The site's notice, shown first; `null` or absent for none. */
    readonly notice?: NoticeModel | null;
  }
  export default function ApiIntro(props: Props): React.ReactNode;
}

declare module '@theme/ApiOperation' {
  import type {
    NoticeModel,
    OperationModel,
  } from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly operation: OperationModel;
    /** The site's notice, shown under the page's header; `null` or absent for none. */
    readonly notice?: NoticeModel | null;
  }
  export default function ApiOperation(props: Props): React.ReactNode;
}

declare module '@theme/ApiNotice' {
  import type {NoticeModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly notice: NoticeModel;
  }
  export default function ApiNotice(props: Props): React.ReactNode;
}

declare module '@theme/ApiOperationLink' {
  export interface Props {
    readonly method: string;
    readonly path: string;
    readonly to: string;
    readonly title: string;
  }
  export default function ApiOperationLink(props: Props): React.ReactNode;
}

declare module '@theme/ApiInfo' {
  import type {ApiInfoData} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly info: ApiInfoData;
  }
  export default function ApiInfo(props: Props): React.ReactNode;
}

declare module '@theme/ApiCodeSamples' {
  import type {CodeSample} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly samples: CodeSample[];
  }
  export default function ApiCodeSamples(props: Props): React.ReactNode;
}

declare module '@theme/ApiField' {
  import type {SchemaNode} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly name: string;
    readonly node: SchemaNode;
    readonly required?: boolean;
    readonly deprecated?: boolean;
    readonly descriptionHtml?: string;
  }
  export default function ApiField(props: Props): React.ReactNode;
}

declare module '@theme/ApiFieldList' {
  export interface Props {
    readonly children: React.ReactNode;
  }
  export default function ApiFieldList(props: Props): React.ReactNode;
}

declare module '@theme/ApiSchema' {
  import type {SchemaNode} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly node: SchemaNode;
    readonly part?: 'all' | 'facts' | 'children';
  }
  export default function ApiSchema(props: Props): React.ReactNode;
}

declare module '@theme/ApiMarkdown' {
  export interface Props {
    readonly html?: string;
  }
  export default function ApiMarkdown(props: Props): React.ReactNode;
}

declare module '@theme/ApiMethodBadge' {
  export interface Props {
    readonly method: string;
  }
  export default function ApiMethodBadge(props: Props): React.ReactNode;
}

declare module '@theme/ApiRequirement' {
  export interface Props {
    readonly required: boolean;
  }
  export default function ApiRequirement(props: Props): React.ReactNode;
}

declare module '@theme/ApiStatic' {
  export interface Props {
    readonly className?: string;
    readonly children: React.ReactNode;
  }
  export default function ApiStatic(props: Props): React.ReactNode;
}

declare module '@theme/ApiSection' {
  export interface Props {
    readonly children: React.ReactNode;
  }
  export default function ApiSection(props: Props): React.ReactNode;
}

declare module '@theme/ApiEndpoint' {
  export interface Props {
    readonly method: string;
    readonly path: string;
    readonly children?: React.ReactNode;
  }
  export default function ApiEndpoint(props: Props): React.ReactNode;
}

declare module '@theme/ApiSecurity' {
  import type {SecurityModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly security: SecurityModel[];
  }
  export default function ApiSecurity(props: Props): React.ReactNode;
}

declare module '@theme/ApiParameters' {
  import type {ParameterModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly parameters: ParameterModel[];
  }
  export default function ApiParameters(props: Props): React.ReactNode;
}

declare module '@theme/ApiRequestBody' {
  import type {RequestBodyModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly body: RequestBodyModel;
    /** The heading's id; its parts' ids start with it. */
    readonly id: string;
    readonly headingLevel: 'h2' | 'h4';
  }
  export default function ApiRequestBody(props: Props): React.ReactNode;
}

declare module '@theme/ApiMedia' {
  import type {MediaModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly media: MediaModel;
    readonly idPrefix: string;
  }
  export default function ApiMedia(props: Props): React.ReactNode;
}

declare module '@theme/ApiExample' {
  export interface Props {
    readonly language: string;
    readonly code: string;
  }
  export default function ApiExample(props: Props): React.ReactNode;
}

declare module '@theme/ApiResponses' {
  import type {ResponseModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly responses: ResponseModel[];
    /** Prefix of the heading ids (empty on the operation, the callback's id in a callback). */
    readonly idPrefix: string;
    readonly headingLevel: 'h2' | 'h4';
  }
  export default function ApiResponses(props: Props): React.ReactNode;
}

declare module '@theme/ApiCallbacks' {
  import type {CallbackModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly callbacks: CallbackModel[];
  }
  export default function ApiCallbacks(props: Props): React.ReactNode;
}
