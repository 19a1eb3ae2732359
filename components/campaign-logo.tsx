// A campaign's logo: the API's image when it is an http(s) address (it is loaded from its host, which learns that
// the page opened), else, or when it fails to load, the campaign's initial drawn in its place.
import { useState } from 'preact/hooks';
import { safeHttpUrl } from './safe-url';
import './campaign-logo.css';

interface Props {
  image: string | null | undefined;
  name: string;
  size: number;
  class: string;
  lazy?: boolean;
}

/** The first letter or digit of the name, upper case; nothing when it has none (marks, symbols, controls). */
export function initialOf(name: string): string {
  return name.match(/[\p{L}\p{N}]/u)?.[0].toLocaleUpperCase() ?? '';
}

export function CampaignLogo({ image, name, size, class: className, lazy }: Props) {
  const src = safeHttpUrl(image);
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        class={className}
        src={src}
        alt=""
        width={size}
        height={size}
        loading={lazy ? 'lazy' : undefined}
        referrerpolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      class={`${className} logo-initial`}
      aria-hidden="true"
      style={{ width: `${size}px`, height: `${size}px`, fontSize: `${Math.round(size / 2)}px` }}
    >
      {initialOf(name)}
    </span>
  );
}
