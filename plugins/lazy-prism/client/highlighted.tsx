import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {Props} from '@theme/CodeBlock/Content';
import CodeBlockContent from '@theme-init/CodeBlock/Content';

// What theme-classic's client module did on every page, now only here.
prismIncludeLanguages(Prism);

export default CodeBlockContent as ComponentType<Props>;
