/* eslint-disable @typescript-eslint/no-require-imports */
import {Prism} from 'prism-react-renderer';
import {registerGrammars} from '../prismLanguages';
import registerMarkupTemplating from './markupTemplating';

registerMarkupTemplating(Prism);
registerGrammars(() => {
  if (!Prism.languages.php) require('prismjs/components/prism-php');
});
