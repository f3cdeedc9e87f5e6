/* eslint-disable @typescript-eslint/no-require-imports */
import {Prism} from 'prism-react-renderer';
import {registerGrammars} from './register';

registerGrammars(() => {
  // The PHP grammar builds on Prism's markup-templating helper.
  if (!Prism.languages['markup-templating']) {
    require('prismjs/components/prism-markup-templating');
  }
  if (!Prism.languages.php) require('prismjs/components/prism-php');
});
