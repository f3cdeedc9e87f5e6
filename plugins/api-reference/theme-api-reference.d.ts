/**
 * Theme components of the API reference plugin, resolved through the
 * plugin's getThemePath as `@theme/…` (so a site can swizzle any of them).
 */
declare module '@theme/ApiIntro' {
  import type {ReactNode} from 'react';
  import type {IntroModel} from './types';

  export interface Props {
    readonly intro: IntroModel;
  }
  export default function ApiIntro(props: Props): ReactNode;
}

declare module '@theme/ApiOperation' {
  import type {ReactNode} from 'react';
  import type {OperationModel} from './types';

  export interface Props {
    readonly operation: OperationModel;
  }
  export default function ApiOperation(props: Props): ReactNode;
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
  import type {ApiInfoData} from './types';

  export interface Props {
    readonly info: ApiInfoData;
  }
  export default function ApiInfo(props: Props): ReactNode;
}

declare module '@theme/ApiCodeSamples' {
  import type {ReactNode} from 'react';
  import type {CodeSample} from './types';

  export interface Props {
    readonly samples: CodeSample[];
  }
  export default function ApiCodeSamples(props: Props): ReactNode;
}

declare module '@theme/ApiField' {
  import type {ReactNode} from 'react';
  import type {SchemaNode} from './types';

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
  import type {SchemaNode} from './types';

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
