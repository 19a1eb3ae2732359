import { fireEvent, render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { CampaignLogo, initialOf } from '../../components/campaign-logo';

describe('CampaignLogo', () => {
  it('loads an http(s) image', () => {
    const { container } = render(
      <CampaignLogo image="https://cdn.example/k.png" name="Kirana Basket" size={36} class="campaign-logo" />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/k.png');
  });

  it.each([null, '', 'data:image/png;base64,AAAA', 'javascript:alert(1)', 'file:///x.png', 'https://u:p@cdn.example/'])(
    'draws the initial instead of loading %s',
    (image) => {
      const { container } = render(<CampaignLogo image={image} name="kirana Basket" size={36} class="campaign-logo" />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('.logo-initial')?.textContent).toBe('K');
    },
  );

  it('draws the initial when the image fails to load', () => {
    const { container } = render(
      <CampaignLogo image="https://cdn.example/gone.png" name="Shopkart" size={32} class="logo-img" />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.logo-initial')?.textContent).toBe('S');
  });

  it('takes the first letter or digit, past marks and direction controls', () => {
    expect(initialOf('\u202Eabc')).toBe('A');
    expect(initialOf('\u0301\u0301 9 Stores')).toBe('9');
    expect(initialOf('★')).toBe('');
  });
});
