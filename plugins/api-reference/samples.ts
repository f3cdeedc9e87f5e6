import {HTTPSnippet, type HarRequest} from 'httpsnippet';
import type {OpenAPIV3} from 'openapi-types';
import OpenAPISampler from 'openapi-sampler';
import type {OpenApiDocument} from './spec.ts';
import {exampleFor} from './examples.ts';
import type {CodeSample} from './types.ts';

/** The languages of the request samples, in tab order: [tab id, label, httpsnippet target, client, Prism language]. */
export const SAMPLE_LANGUAGES = [
  ['curl', 'curl', 'shell', 'curl', 'bash'],
  ['javascript', 'JavaScript', 'javascript', 'fetch', 'javascript'],
  ['python', 'Python', 'python', 'requests', 'python'],
  ['go', 'Go', 'go', 'native', 'go'],
  ['java', 'Java', 'java', 'okhttp', 'java'],
  ['php', 'PHP', 'php', 'guzzle', 'php'],
  ['csharp', 'C#', 'csharp', 'httpclient', 'csharp'],
] as const;

export interface SampleInput {
  api: OpenApiDocument;
  method: string;
  path: string;
  parameters: OpenAPIV3.ParameterObject[];
  requestBody?: OpenAPIV3.RequestBodyObject;
  security: OpenAPIV3.SecurityRequirementObject[];
}

function parameterValue(parameter: OpenAPIV3.ParameterObject): unknown {
  if (parameter.example !== undefined) {
    return parameter.example;
  }
  const schema = parameter.schema as OpenAPIV3.SchemaObject | undefined;
  return schema ? OpenAPISampler.sample(schema as never) : 'value';
}

function asList(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map((item) =>
    typeof item === 'string' ? item : JSON.stringify(item),
  );
}

/** An HTTP request (HAR) with example values for every parameter and the body. */
export function exampleRequest(input: SampleInput): HarRequest {
  const {api, method, parameters, requestBody, security} = input;
  const server = api.servers?.[0]?.url ?? 'https://api.example.com';
  let route = input.path;
  const queryString: HarRequest['queryString'] = [];
  const headers: HarRequest['headers'] = [];
  const cookies: HarRequest['cookies'] = [];
  for (const parameter of parameters) {
    const values = asList(parameterValue(parameter));
    if (parameter.in === 'path') {
      route = route.replace(
        `{${parameter.name}}`,
        encodeURIComponent(values.join(',')),
      );
    } else if (parameter.in === 'query') {
      const explode =
        parameter.explode ?? (parameter.style ?? 'form') === 'form';
      for (const value of explode ? values : [values.join(',')]) {
        queryString.push({name: parameter.name, value});
      }
    } else if (parameter.in === 'header') {
      headers.push({name: parameter.name, value: values.join(',')});
    } else if (parameter.in === 'cookie') {
      cookies.push({name: parameter.name, value: values.join(',')});
    }
  }
  // Credentials of the first security alternative, as placeholders.
  const schemes = input.api.components?.securitySchemes ?? {};
  for (const key of Object.keys(security[0] ?? {})) {
    const scheme = schemes[key] as OpenAPIV3.SecuritySchemeObject | undefined;
    if (scheme?.type === 'apiKey' && scheme.in === 'header') {
      if (
        !headers.some((header: {name: string}) => header.name === scheme.name)
      ) {
        headers.push({name: scheme.name, value: 'YOUR_API_KEY'});
      }
    } else if (scheme?.type === 'apiKey' && scheme.in === 'query') {
      queryString.push({name: scheme.name, value: 'YOUR_API_KEY'});
    } else if (scheme?.type === 'oauth2' || scheme?.type === 'openIdConnect') {
      headers.push({name: 'Authorization', value: 'Bearer YOUR_ACCESS_TOKEN'});
    } else if (scheme?.type === 'http') {
      headers.push({
        name: 'Authorization',
        value: `${scheme.scheme === 'basic' ? 'Basic' : 'Bearer'} YOUR_CREDENTIALS`,
      });
    }
  }
  let postData: HarRequest['postData'] | undefined;
  const [mediaType, media] =
    Object.entries(requestBody?.content ?? {})[0] ?? [];
  if (mediaType && media) {
    const value = exampleFor(media, api, 'request');
    headers.push({name: 'Content-Type', value: mediaType});
    if (/json/.test(mediaType)) {
      postData = {mimeType: mediaType, text: JSON.stringify(value, null, 2)};
    } else if (
      mediaType === 'application/x-www-form-urlencoded' &&
      value &&
      typeof value === 'object'
    ) {
      const params = Object.entries(value).map(([name, v]) => ({
        name,
        value: String(v),
      }));
      postData = {mimeType: mediaType, params, text: ''};
    } else {
      postData = {mimeType: mediaType, text: '@image.png'};
    }
  }
  return {
    method: method.toUpperCase(),
    url: `${server}${route}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString,
    cookies,
    headersSize: -1,
    bodySize: -1,
    ...(postData ? {postData} : {}),
  } as HarRequest;
}

/** Request samples in the seven languages, generated in Node at build time. */
export function codeSamples(input: SampleInput): CodeSample[] {
  const snippet = new HTTPSnippet(exampleRequest(input));
  return SAMPLE_LANGUAGES.map(([id, label, target, client, language]) => {
    const code = snippet.convert(target, client, {indent: '  '});
    const text = Array.isArray(code) ? code.join('\n') : code;
    if (typeof text !== 'string') {
      throw new Error(`httpsnippet produced no ${label} sample`);
    }
    return {id, label, language, code: text.trim()};
  });
}
