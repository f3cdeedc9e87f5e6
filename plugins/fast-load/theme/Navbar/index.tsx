// Theme wrapper: the navbar hydrates as its own region (HydrationBoundary).
import Navbar from '@theme-init/Navbar';
import {hydratesAlone} from '../../client/hydratesAlone';

export default hydratesAlone(Navbar);
