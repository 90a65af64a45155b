import { useState } from 'react';
import type { MenuLink } from '../../site/tools';
import './index.css';

export interface ToolLogoProps {
  tool: Pick<MenuLink, 'name' | 'logo' | 'logoScale' | 'color'>;
  /** Box size in px; the logo and its fallback both fill it, so nothing moves when one replaces the other. */
  size: number;
  /** False until the logo is wanted (menu opened, block scrolled into view): no request is made before. */
  load: boolean;
}

/**
 * A tool's logo in a fixed box. Until the image has loaded, and for good if it cannot be reached,
 * the box shows a monogram: the name's first letter in the tool's colour.
 */
export function ToolLogo({ tool, size, load }: ToolLogoProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const showImage = load && state !== 'failed';
  return (
    <span
      className="rs-tool-logo"
      style={{ width: size, height: size }}
      data-state={load ? state : 'waiting'}
      aria-hidden="true"
    >
      {state !== 'loaded' && (
        <span className="rs-tool-logo__monogram" style={{ background: tool.color, fontSize: size / 2 }}>
          {tool.name[0]}
        </span>
      )}
      {showImage && (
        <img
          className="rs-tool-logo__image"
          src={tool.logo}
          alt=""
          width={size}
          height={size}
          decoding="async"
          referrerPolicy="no-referrer"
          style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
