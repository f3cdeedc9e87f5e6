// Theme wrapper: the phone's table of contents hydrates as its own region (HydrationBoundary).
import TOCCollapsible from '@theme-init/TOCCollapsible';
import {hydratesAlone} from '../../client/hydratesAlone';

export default hydratesAlone(TOCCollapsible);
