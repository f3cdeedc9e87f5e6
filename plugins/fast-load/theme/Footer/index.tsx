// Theme wrapper: the footer hydrates as its own region (HydrationBoundary).
import Footer from '@theme-init/Footer';
import {hydratesAlone} from '../../client/hydratesAlone';

export default hydratesAlone(Footer);
