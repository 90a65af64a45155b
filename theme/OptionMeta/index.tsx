import { useLang } from '@rspress/core/runtime';
import './index.css';

export interface OptionMetaProps {
  /** The option's type, as `@rstest/core` declares it. */
  type: string;
  /** The value Rstest uses when the option is not set. */
  default?: string;
  /** The command-line flag that sets the option, if there is one. */
  cli?: string;
}

const LABELS = {
  en: { type: 'Type', default: 'Default', cli: 'CLI' },
  zh: { type: '类型', default: '默认值', cli: '命令行参数' },
} as const;

/** The Type / Default / CLI block at the top of each config option page. */
export function OptionMeta({ type, default: defaultValue, cli }: OptionMetaProps) {
  const lang = useLang();
  const labels = LABELS[lang === 'zh' ? 'zh' : 'en'];
  const rows: [string, string | undefined][] = [
    [labels.type, type],
    [labels.default, defaultValue],
    [labels.cli, cli],
  ];
  return (
    <dl className="rp-option-meta">
      {rows
        .filter((row): row is [string, string] => row[1] !== undefined)
        .map(([label, value]) => (
          <div className="rp-option-meta__row" key={label}>
            <dt className="rp-option-meta__label">{label}</dt>
            <dd className="rp-option-meta__value">
              <code>{value}</code>
            </dd>
          </div>
        ))}
    </dl>
  );
}
