import type {ReactNode} from 'react';
import LoadWhenNear, {lazyWhenNear} from '@site/src/components/LoadWhenNear';
import type {OpenPointProps} from './Next';

export type {OpenPointProps};

const NEXT = lazyWhenNear<OpenPointProps>(() => import('./Next'));

/**
 * Where a guide's facts stop, the reader's next step (`./Next`): in the
 * page's HTML as a link or a plain form, its code loaded when the reader
 * comes near it (src/components/LoadWhenNear), not with every guide.
 */
export default function OpenPoint(props: OpenPointProps): ReactNode {
  return <LoadWhenNear component={NEXT} props={props} />;
}
