/** The base URL the rendering tests use. */
export const TEST_BASE_URL = '/base/';

export default function useBaseUrl(url: string): string {
  return `${TEST_BASE_URL}${url.replace(/^\//, '')}`;
}
