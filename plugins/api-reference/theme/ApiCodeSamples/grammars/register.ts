import {Prism} from 'prism-react-renderer';

/**
 * Registers Prism grammars from `prismjs/components` on prism-react-renderer's
 * Prism instance (same technique as the theme's prism-include-languages): the
 * component files register on a global `Prism`, set for the call.
 */
export function registerGrammars(register: () => void): void {
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    register();
  } finally {
    if (before === undefined) {
      delete scope.Prism;
    } else {
      scope.Prism = before;
    }
  }
}
