// What the page the popup is about said of its product, as the caption and card use it: its name and price with the
// time they were read ("Price read at 14:05"), or that the page had nothing to read and its title is used instead.
// The page's words are shown as text, never as markup.
import { t } from '../../core/i18n';
import { clockTime, priceWords } from '../post-words';
import type { PageProduct } from '../product/product-of-page';

export function ProductNote({ product, currency }: { product: PageProduct | null; currency: string }) {
  if (!product?.structured) return <p class="hint product-note">{t('postDialogNoProductData')}</p>;
  const price = product.price === null ? null : priceWords(product.price, product.currency ?? currency);
  return (
    <p class="hint product-note">
      {t('postDialogFromPage', product.name)}
      {price !== null && (
        <>
          {' · '}
          {price} {' · '}
          {t('postDialogPriceReadAt', clockTime(product.readAt))}
        </>
      )}
    </p>
  );
}
