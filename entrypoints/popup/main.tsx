import { render } from 'preact';

render(<main>Affiliate link</main>, document.getElementById('app') as HTMLElement);
