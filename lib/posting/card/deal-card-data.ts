// What a deal card shows: the deal's words and figures, apart from how they are drawn.
export interface DealCardData {
  title: string;
  price: number | null;
  mrp: number | null;
  percentOff: number | null;
  coupon: string | null;
  /** YYYY-MM-DD */
  validTill: string | null;
  store: string;
  /** http(s) only */
  logoUrl: string | null;
  /** The account currency, e.g. INR. */
  currency: string;
  /** ISO time, when the prices came from a page, not the API. */
  priceReadAt: string | null;
  /** The product's photo as its page names it (http(s)); drawn only where the publisher allows it for the store. */
  imageUrl: string | null;
  /** Drawn on the image when set. */
  disclosure: string | null;
}
