import { render } from 'preact';

render(<main>Options</main>, document.getElementById('app') as HTMLElement);
