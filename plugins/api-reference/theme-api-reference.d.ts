/**
 * Theme components of the API reference plugin, as the generated MDX pages
 * import them (`@theme/…`, resolved through the plugin's getThemePath).
 */
declare module '@theme/ApiOperation' {
  import type {ReactNode} from 'react';
  import type {OperationModel} from './types';

  export interface Props {
    readonly operation: OperationModel;
    readonly children?: ReactNode;
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
  import type {ApiInfoData} from './write';

  export interface Props {
    readonly info: ApiInfoData;
  }
  export default function ApiInfo(props: Props): ReactNode;
}
