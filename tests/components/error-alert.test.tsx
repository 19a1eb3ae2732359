import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorAlert } from '../../components/error-alert';
import { FormProblem } from '../../components/form-problem';
import { rejectedError } from '../../lib/core/api/error-messages';
import { localValidationError } from '../../lib/core/api/errors';

describe('ErrorAlert', () => {
  afterEach(cleanup);

  it('shows the server’s words above the message when the message does not already say them', () => {
    render(
      <ErrorAlert error={{ kind: 'server', status: 503, serverMessage: 'Down for upkeep', message: 'HTTP 503.' }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Down for upkeepHTTP 503.');
  });

  it('says a lower-case server message once (attack: "start_date is invalid Start_date is invalid")', () => {
    render(<ErrorAlert error={rejectedError(422, 'start_date is invalid').toJSON()} />);
    expect(screen.getByRole('alert').textContent).toBe('start_date is invalid.');
    cleanup();
    render(<ErrorAlert error={rejectedError(422, '  date range is too long ').toJSON()} />);
    expect(screen.getByRole('alert').textContent).toBe('Date range is too long.');
    cleanup();
    // Our own sentence for a server's words it does not contain: both are shown.
    render(
      <ErrorAlert error={{ kind: 'not_found', status: 404, serverMessage: 'no such offer', message: 'Not found.' }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('no such offerNot found.');
  });

  it('links to Account for a key problem only', () => {
    render(<ErrorAlert error={{ kind: 'no_key', message: 'No key.' }} accountHref="#account" />);
    expect(screen.getByRole('link', { name: 'Open Account settings' }).getAttribute('href')).toBe('#account');
    cleanup();
    render(<ErrorAlert error={{ kind: 'unreachable', message: 'No answer.' }} accountHref="#account" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows an input check thrown by the background as its message', () => {
    render(<ErrorAlert error={localValidationError('url', 'Not a web address.')} />);
    expect(screen.getByRole('alert').textContent).toBe('Not a web address.');
  });
});

describe('FormProblem', () => {
  afterEach(cleanup);

  it('shows the refused value’s message as an alert', () => {
    render(<FormProblem problem={{ field: 'start_date', message: 'From is after To.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('From is after To.');
  });
});
