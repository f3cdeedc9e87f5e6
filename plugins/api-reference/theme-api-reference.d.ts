/**
 * Theme components of the API reference plugin, resolved through the
 * plugin's getThemePath as `@theme/…` (so a site can swizzle any of them).
 */
declare module '@theme/ApiIntro' {
  import type {ReactNode} from 'react';
  import type {IntroModel, NoticeModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly intro: IntroModel;
    /** The site's notice, shown first; `null` or absent for none. */
    readonly notice?: NoticeModel | null;
  }
  export default function ApiIntro(props: Props): ReactNode;
}

declare module '@theme/ApiOperation' {
  import type {ReactNode} from 'react';
  import type {
    NoticeModel,
    OperationModel,
  } from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly operation: OperationModel;
    /** The site's notice, shown under the page's header; `null` or absent for none. */
    readonly notice?: NoticeModel | null;
  }
  export default function ApiOperation(props: Props): ReactNode;
}

declare module '@theme/ApiNotice' {
  import type {ReactNode} from 'react';
  import type {NoticeModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly notice: NoticeModel;
  }
  export default function ApiNotice(props: Props): ReactNode;
}

declare module '@theme/ApiOperationLink' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly method: string;
    readonly path: string;
    readonly to: string;
    readonly title: string;
  }
  export default function ApiOperationLink(props: Props): ReactNode;
}

declare module '@theme/ApiInfo' {
  import type {ReactNode} from 'react';
  import type {ApiInfoData} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly info: ApiInfoData;
  }
  export default function ApiInfo(props: Props): ReactNode;
}

declare module '@theme/ApiCodeSamples' {
  import type {ReactNode} from 'react';
  import type {CodeSample} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly samples: CodeSample[];
  }
  export default function ApiCodeSamples(props: Props): ReactNode;
}

declare module '@theme/ApiField' {
  import type {ReactNode} from 'react';
  import type {SchemaNode} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly name: string;
    readonly node: SchemaNode;
    readonly required?: boolean;
    readonly deprecated?: boolean;
    readonly descriptionHtml?: string;
  }
  export default function ApiField(props: Props): ReactNode;
}

declare module '@theme/ApiFieldList' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly children: ReactNode;
  }
  export default function ApiFieldList(props: Props): ReactNode;
}

declare module '@theme/ApiSchema' {
  import type {ReactNode} from 'react';
  import type {SchemaNode} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly node: SchemaNode;
    readonly part?: 'all' | 'facts' | 'children';
  }
  export default function ApiSchema(props: Props): ReactNode;
}

declare module '@theme/ApiMarkdown' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly html?: string;
  }
  export default function ApiMarkdown(props: Props): ReactNode;
}

declare module '@theme/ApiMethodBadge' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly method: string;
  }
  export default function ApiMethodBadge(props: Props): ReactNode;
}

declare module '@theme/ApiRequirement' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly required: boolean;
  }
  export default function ApiRequirement(props: Props): ReactNode;
}

declare module '@theme/ApiStatic' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly className?: string;
    readonly children: ReactNode;
  }
  export default function ApiStatic(props: Props): ReactNode;
}

declare module '@theme/ApiSection' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly children: ReactNode;
  }
  export default function ApiSection(props: Props): ReactNode;
}

declare module '@theme/ApiEndpoint' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly method: string;
    readonly path: string;
    readonly children?: ReactNode;
  }
  export default function ApiEndpoint(props: Props): ReactNode;
}

declare module '@theme/ApiSecurity' {
  import type {ReactNode} from 'react';
  import type {SecurityModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly security: SecurityModel[];
  }
  export default function ApiSecurity(props: Props): ReactNode;
}

declare module '@theme/ApiParameters' {
  import type {ReactNode} from 'react';
  import type {ParameterModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly parameters: ParameterModel[];
  }
  export default function ApiParameters(props: Props): ReactNode;
}

declare module '@theme/ApiRequestBody' {
  import type {ReactNode} from 'react';
  import type {RequestBodyModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly body: RequestBodyModel;
    /** The heading's id; its parts' ids start with it. */
    readonly id: string;
    readonly headingLevel: 'h2' | 'h4';
  }
  export default function ApiRequestBody(props: Props): ReactNode;
}

declare module '@theme/ApiMedia' {
  import type {ReactNode} from 'react';
  import type {MediaModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly media: MediaModel;
    readonly idPrefix: string;
  }
  export default function ApiMedia(props: Props): ReactNode;
}

declare module '@theme/ApiExample' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly language: string;
    readonly code: string;
  }
  export default function ApiExample(props: Props): ReactNode;
}

declare module '@theme/ApiResponses' {
  import type {ReactNode} from 'react';
  import type {ResponseModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly responses: ResponseModel[];
    /** Prefix of the heading ids (empty on the operation, the callback's id in a callback). */
    readonly idPrefix: string;
    readonly headingLevel: 'h2' | 'h4';
  }
  export default function ApiResponses(props: Props): ReactNode;
}

declare module '@theme/ApiCallbacks' {
  import type {ReactNode} from 'react';
  import type {CallbackModel} from '@paynow-docs/api-reference/types';

  export interface Props {
    readonly callbacks: CallbackModel[];
  }
  export default function ApiCallbacks(props: Props): ReactNode;
}
