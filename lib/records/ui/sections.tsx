// The records' options sections (transactions and an invoice's, CPC clicks, invoices, claims): declared here, found
// by the options page (entrypoints/options/sections.ts).
import { decodeSafely, type OptionsSection } from '../../../components/options/routes';
import { ClaimsSection } from './claims-section';
import { CpcClicksSection } from './cpc-clicks-section';
import { InvoicesSection } from './invoices-section';
import { TransactionsSection } from './transactions-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'transactions',
    labelKey: 'commonTransactions',
    group: 'earn',
    order: 30,
    /** `#transactions/invoice/<number>`: the transactions of that invoice, from every date. */
    parse: (rest) => {
      if (!rest.startsWith('invoice/')) return {};
      const invoiceNumber = decodeSafely(rest.slice('invoice/'.length)).trim();
      return invoiceNumber ? { invoiceNumber } : {};
    },
    view: (route) => <TransactionsSection key={route.invoiceNumber ?? ''} invoiceNumber={route.invoiceNumber} />,
  },
  {
    id: 'cpc-clicks',
    labelKey: 'commonCpcClicks',
    group: 'earn',
    order: 40,
    view: (_route) => <CpcClicksSection />,
  },
  {
    id: 'invoices',
    labelKey: 'commonInvoices',
    group: 'earn',
    order: 50,
    view: (_route) => <InvoicesSection />,
  },
  {
    id: 'claims',
    labelKey: 'commonMissingTransactions',
    group: 'earn',
    order: 60,
    view: (_route) => <ClaimsSection />,
  },
];
