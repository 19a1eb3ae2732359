// The transactions of a months-old invoice, found by its number from the Transactions list's default view (the last
// 7 days), and from the invoice's own detail, against the sandbox.
import type { Page } from '@playwright/test';
import { apiRequests, expect, test } from '../support/e2e/fixtures';

interface InvoiceList {
  data: { id: number; invoice_number: string; invoice_date: string; status: string }[];
}

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

async function oldInvoice(baseUrl: string, key: string) {
  const res = await fetch(`${baseUrl}/invoices?status=paid&per_page=100`, {
    headers: { Authorization: `Token ${key}` },
  });
  const invoices = ((await res.json()) as InvoiceList).data;
  const monthsAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const old = invoices.find((i) => i.invoice_date < monthsAgo);
  expect(old, 'a paid invoice over 90 days old').toBeDefined();
  return old!;
}

test.beforeEach(async ({ saveKey, sandbox }) => {
  await saveKey(sandbox.keys.inrLegacy.key);
});

test('the invoice-number filter finds a months-old invoice’s transactions from the default view', async ({
  extensionPage,
  sandbox,
}) => {
  const invoice = await oldInvoice(sandbox.baseUrl, sandbox.keys.inrLegacy.key);
  const page = await extensionPage('options.html#transactions');
  const section = region(page, 'Transactions');
  const table = section.getByRole('table', { name: 'Transactions' });
  await expect(table).toBeVisible();
  await section.getByLabel('Invoice number', { exact: true }).fill(invoice.invoice_number);
  await section.getByRole('button', { name: 'Apply filters' }).click();
  await expect(
    section.getByText(`Showing the transactions of invoice ${invoice.invoice_number} from every date`),
  ).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(invoice.invoice_number);
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(1);
  const sent = apiRequests(sandbox, '/transactions').at(-1)?.query;
  expect(sent).toMatchObject({ invoice_number: invoice.invoice_number, start_date: '2000-01-01' });
  expect(sent).not.toHaveProperty('end_date');
});

test('an invoice’s detail opens its transactions in the Transactions list', async ({ extensionPage, sandbox }) => {
  const invoice = await oldInvoice(sandbox.baseUrl, sandbox.keys.inrLegacy.key);
  const page = await extensionPage(`options.html#invoices`);
  const invoices = region(page, 'Invoices');
  await invoices.getByLabel('From', { exact: true }).fill(invoice.invoice_date);
  await invoices.getByLabel('To', { exact: true }).fill(invoice.invoice_date);
  await invoices.getByRole('button', { name: 'Apply filters' }).click();
  await invoices.getByRole('button', { name: `Details of invoice ${invoice.invoice_number}` }).click();
  await invoices.getByRole('link', { name: `Transactions of invoice ${invoice.invoice_number} (all columns)` }).click();
  const table = region(page, 'Transactions').getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').nth(1)).toContainText(invoice.invoice_number);
});
