/** `npm run report:caps`: the caps table as Markdown on stdout. */
import {capsTable} from './caps.ts';

console.log(capsTable());
