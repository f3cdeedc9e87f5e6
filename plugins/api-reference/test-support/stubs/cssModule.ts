/** A CSS module: every class name is the key itself. */
export default new Proxy({} as Record<string, string>, {
  get: (_target, key) => String(key),
});
