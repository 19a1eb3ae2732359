// The extraction corpus: posts as deal publishers write them (Telegram, WhatsApp, Instagram, blogs), each with the
// links a person reads in it, exactly.
import { describe, expect, it } from 'vitest';
import { distinctLinks, extractLinks } from '../../lib/post/extract-links';

/** [name, post, the links' text as found, in order]. */
const CORPUS: [string, string, string[]][] = [
  [
    'a plain link',
    'Rice at ₹399 https://www.kiranabasket.in/p/basmati-rice-5kg today',
    ['https://www.kiranabasket.in/p/basmati-rice-5kg'],
  ],
  [
    'a link followed by a full stop',
    'Buy here: https://m.styleloom.in/kurta-blue.',
    ['https://m.styleloom.in/kurta-blue'],
  ],
  [
    'a link followed by a comma',
    'See https://a.example.in/x, then https://b.example.in/y',
    ['https://a.example.in/x', 'https://b.example.in/y'],
  ],
  [
    'a link in parentheses',
    'Great deal (https://www.voltix.co.in/p/charger) hurry',
    ['https://www.voltix.co.in/p/charger'],
  ],
  [
    'Wikipedia-style parentheses inside the URL',
    'Read https://en.wikipedia.org/wiki/Mango_(fruit) first',
    ['https://en.wikipedia.org/wiki/Mango_(fruit)'],
  ],
  [
    'parentheses inside the URL, the whole in parentheses',
    '(see https://en.wikipedia.org/wiki/Mango_(fruit))',
    ['https://en.wikipedia.org/wiki/Mango_(fruit)'],
  ],
  [
    'a markdown link',
    'Get it [on Kirana Basket](https://www.kiranabasket.in/p/atta) now',
    ['https://www.kiranabasket.in/p/atta'],
  ],
  [
    'a markdown link whose text is the URL',
    '[https://m.styleloom.in/a](https://m.styleloom.in/a)',
    ['https://m.styleloom.in/a', 'https://m.styleloom.in/a'],
  ],
  [
    'a markdown link to a Wikipedia page with parentheses',
    '[Mango](https://en.wikipedia.org/wiki/Mango_(fruit)).',
    ['https://en.wikipedia.org/wiki/Mango_(fruit)'],
  ],
  ['an angle-bracket autolink', 'Link: <https://www.kiranabasket.in/p/dal>', ['https://www.kiranabasket.in/p/dal']],
  [
    'double quotes around',
    'He said "https://www.kiranabasket.in/p/ghee" is cheap',
    ['https://www.kiranabasket.in/p/ghee'],
  ],
  ['curly quotes around', '“https://m.styleloom.in/saree” – 40% off', ['https://m.styleloom.in/saree']],
  ['single quotes around', "Try 'https://m.styleloom.in/top'.", ['https://m.styleloom.in/top']],
  ['a bare www. address', 'Shop at www.kiranabasket.in/offers today!', ['www.kiranabasket.in/offers']],
  ['a bare www. address at the end of a sentence', 'Visit www.styleloom.in.', ['www.styleloom.in']],
  ['www. alone is no link', 'type www. and the name', []],
  ['a word ending in www. is no link', 'the awww.example.in joke', []],
  [
    'Hindi text around',
    'आज की डील 🔥 चावल सिर्फ ₹399 में: https://www.kiranabasket.in/p/rice। जल्दी करें',
    ['https://www.kiranabasket.in/p/rice'],
  ],
  ['Hindi in the path', 'पढ़ें https://hi.wikipedia.org/wiki/भारत और खरीदें', ['https://hi.wikipedia.org/wiki/भारत']],
  ['an emoji right after the link', '👉https://m.styleloom.in/kurta🔥🔥 grab it', ['https://m.styleloom.in/kurta']],
  [
    'an emoji with a joiner after the link',
    'Deal https://m.styleloom.in/x👨‍👩‍👧 family pack',
    ['https://m.styleloom.in/x'],
  ],
  ['a keycap emoji after the link', 'https://m.styleloom.in/y1️⃣ first', ['https://m.styleloom.in/y1']],
  [
    'line breaks between links',
    '🛒 Deals\nhttps://www.kiranabasket.in/a\r\nhttps://m.styleloom.in/b\n\nwww.voltix.co.in/c\n',
    ['https://www.kiranabasket.in/a', 'https://m.styleloom.in/b', 'www.voltix.co.in/c'],
  ],
  [
    'query strings and fragments stay',
    'https://www.kiranabasket.in/s?q=rice&sort=price#top!',
    ['https://www.kiranabasket.in/s?q=rice&sort=price#top'],
  ],
  ['a comma inside the path stays', 'https://example.in/a,b/c here', ['https://example.in/a,b/c']],
  [
    'links written together after a comma',
    'https://a.example.in/1,https://b.example.in/2',
    ['https://a.example.in/1', 'https://b.example.in/2'],
  ],
  ['a closing square bracket is left outside', '[https://m.styleloom.in/z]', ['https://m.styleloom.in/z']],
  [
    'bold markdown (WhatsApp stars)',
    '*https://m.styleloom.in/bold* and _www.voltix.co.in/it_',
    ['https://m.styleloom.in/bold', 'www.voltix.co.in/it'],
  ],
  [
    'question and exclamation marks after',
    'Need it? https://www.kiranabasket.in/p/oil?! Yes',
    ['https://www.kiranabasket.in/p/oil'],
  ],
  ['an upper-case scheme', 'HTTPS://WWW.KIRANABASKET.IN/P/SALT', ['HTTPS://WWW.KIRANABASKET.IN/P/SALT']],
  ['plain http', 'old link http://www.kiranabasket.in/p/tea', ['http://www.kiranabasket.in/p/tea']],
  [
    'an already tracking link is found (and skipped later)',
    'https://track.sandbox-affiliate.test/track?cid=501&source=api&url=https%3A%2F%2Fm.styleloom.in%2F',
    ['https://track.sandbox-affiliate.test/track?cid=501&source=api&url=https%3A%2F%2Fm.styleloom.in%2F'],
  ],
  [
    'non-web addresses are found (and skipped later)',
    'ftp://files.example.in/x and chrome://settings',
    ['ftp://files.example.in/x', 'chrome://settings'],
  ],
  [
    'a user-info URL is found (and skipped later)',
    'https://www.amazon.in@evil.test/deal.',
    ['https://www.amazon.in@evil.test/deal'],
  ],
  ['a store short link', 'Deal: https://amzn.to/3xYz12Q 🔥', ['https://amzn.to/3xYz12Q']],
  ['an ellipsis after', 'more at https://m.styleloom.in/more…', ['https://m.styleloom.in/more']],
  ['tab separated', 'a\thttps://x.example.in/1\tb', ['https://x.example.in/1']],
  ['an IPv6 host keeps its brackets', 'http://[::1]:8787/x ok', ['http://[::1]:8787/x']],
  ['a scheme with nothing after is no link', 'type https:// then the address', []],
  [
    'a word run into the scheme',
    'Linkhttps://m.styleloom.in/w and Dealhttps://m.styleloom.in/v',
    ['https://m.styleloom.in/w', 'https://m.styleloom.in/v'],
  ],
  ['no links at all', 'Just text, 100% cotton (size M).', []],
];

describe('extractLinks: the corpus', () => {
  it('has more than 30 posts', () => {
    expect(CORPUS.length).toBeGreaterThan(30);
  });

  for (const [name, post, expected] of CORPUS) {
    it(name, () => {
      const links = extractLinks(post);
      expect(links.map((l) => l.text)).toEqual(expected);
      for (const link of links) expect(post.slice(link.start, link.end)).toBe(link.text);
    });
  }
});

describe('extractLinks: addresses and keys', () => {
  it('puts https:// in front of a bare www. address', () => {
    expect(extractLinks('at www.kiranabasket.in/x.').map((l) => l.url)).toEqual(['https://www.kiranabasket.in/x']);
  });

  it('gives the same URL written twice one key, and distinctLinks keeps the first', () => {
    const post = 'A https://www.kiranabasket.in/p/rice B https://WWW.KIRANABASKET.IN/p/rice C https://m.styleloom.in/';
    const links = extractLinks(post);
    expect(links).toHaveLength(3);
    expect(links[0]?.key).toBe(links[1]?.key);
    const distinct = distinctLinks(links);
    expect(distinct.map((l) => l.text)).toEqual(['https://www.kiranabasket.in/p/rice', 'https://m.styleloom.in/']);
  });

  it('tells a www. address and the same with https:// as one link', () => {
    const links = extractLinks('www.styleloom.in/a and https://www.styleloom.in/a');
    expect(distinctLinks(links)).toHaveLength(1);
  });
});

describe('extractLinks: linear time (issue 27, item 6)', () => {
  // The fastest of three runs after a warm-up (the machine running the tests may be busy): the quadratic trim this
  // replaces took 47 s on such a post, so any run would show it.
  function fastestMs(post: string): number {
    extractLinks('warm up https://www.kiranabasket.in/p/(x))');
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      extractLinks(post);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  it('extracts a link followed by 100,000 closing brackets in under 100 ms, brackets left outside', () => {
    for (const closer of [')', ']', '}']) {
      const post = `Deal https://www.kiranabasket.in/p/rice${closer.repeat(100_000)}`;
      expect(extractLinks(post).map((l) => l.text)).toEqual(['https://www.kiranabasket.in/p/rice']);
      const took = fastestMs(post);
      expect(took, `${closer}: ${took.toFixed(1)} ms`).toBeLessThan(100);
    }
  });

  it('extracts 100,000 characters of closing brackets around a link with its own bracket, in under 100 ms', () => {
    const post = `${')'.repeat(50_000)} https://en.wikipedia.org/wiki/Mango_(fruit)${')'.repeat(50_000)}`;
    expect(extractLinks(post).map((l) => l.text)).toEqual(['https://en.wikipedia.org/wiki/Mango_(fruit)']);
    expect(fastestMs(post)).toBeLessThan(100);
  });
});
