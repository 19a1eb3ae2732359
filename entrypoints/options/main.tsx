import { render } from 'preact';
import '../../components/base.css';
import './options.css';
import { OptionsApp } from './options-app';

render(<OptionsApp />, document.getElementById('app') as HTMLElement);
