import { render } from 'preact';
import '../../components/base.css';
import './options.css';
import { localizeDocument } from '../../components/localize-document';
import { OptionsApp } from './options-app';

localizeDocument('optionsPageTitle');
render(<OptionsApp />, document.getElementById('app') as HTMLElement);
