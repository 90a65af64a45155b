import { useState } from 'react';
import type { MenuLink } from '../../site/tools';
import './index.css';

export interface ToolLogoProps {
  tool: Pick<MenuLink, 'logo' | 'logoScale'>;
  /** Box size in px; the image is drawn at this size, so nothing moves when it arrives. */
  size: number;
  /** False until the logo is wanted (menu opened, block scrolled into view): no request is made before. */
  load: boolean;
}

/**
 * A tool's logo (a file of this site, docs/public/tools/) in a fixed box. Decorative: the tool's name is always
 * written next to it, so the image has an empty alt. Until `load`, the box is empty and nothing is requested:
 * `loading="lazy"` alone would not do, as Chromium fetches lazy images up to 1250 px below the viewport, which
 * would put the home page's tool block (about 1200 px down) into its first load.
 */
export function ToolLogo({ tool, size, load }: ToolLogoProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <span className="rs-tool-logo" style={{ width: size, height: size }} data-state={load ? state : 'waiting'}>
      {load && state !== 'failed' && (
        <img
          className="rs-tool-logo__image"
          src={tool.logo}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
