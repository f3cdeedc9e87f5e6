/* eslint-disable @typescript-eslint/no-require-imports */
import {Prism} from 'prism-react-renderer';
import {registerGrammars} from './register';

registerGrammars(() => {
  if (!Prism.languages.csharp) require('prismjs/components/prism-csharp');
});
