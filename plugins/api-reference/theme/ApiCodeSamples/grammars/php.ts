/* eslint-disable @typescript-eslint/no-require-imports */
import {Prism} from 'prism-react-renderer';
import registerMarkupTemplating from './markupTemplating';
import {registerGrammars} from './register';

registerMarkupTemplating(Prism);
registerGrammars(() => {
  if (!Prism.languages.php) require('prismjs/components/prism-php');
});
