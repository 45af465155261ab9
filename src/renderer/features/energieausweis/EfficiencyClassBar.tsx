import { useTranslation } from 'react-i18next';
import type { EfficiencyClass } from '../../../shared/calc';
import { fixed } from '../../ui/figures/figures';
import { classScale } from './consumption-values';
import './energieausweis.css';

/* The familiar A+..H scale of the German energy certificate, green to red, with a marker. */
const colours: Record<EfficiencyClass, string> = {
  'A+': '#00843d',
  A: '#2ba24c',
  B: '#8dc63f',
  C: '#d7df23',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  G: '#ed1c24',
  H: '#be1e2d',
};
const darkText = new Set<EfficiencyClass>(['B', 'C', 'D', 'E']);
const scaleMax = 275;

export function EfficiencyClassBar({ value, cls }: { value: number; cls: EfficiencyClass }) {
  const { t } = useTranslation();
  const position = Math.min(Math.max(value, 0), scaleMax) / scaleMax;
  return (
    <figure
      className="eff-bar"
      data-testid="efficiency-bar"
      aria-label={t('report.certificate.barLabel', { value: fixed(value, 1), cls })}
    >
      <div className="eff-marker" style={{ left: `${position * 100}%` }} aria-hidden>
        <span>{fixed(value, 1)} kWh/(m²·a)</span>
      </div>
      <ol className="eff-scale">
        {classScale.map((c, i) => {
          const from = i === 0 ? 0 : (classScale[i - 1]!.upTo ?? 0);
          const to = c.upTo ?? scaleMax;
          return (
            <li
              key={c.class}
              className={c.class === cls ? 'current' : undefined}
              style={{
                background: colours[c.class],
                color: darkText.has(c.class) ? '#1d2330' : '#fff',
                flexGrow: to - from,
              }}
              aria-current={c.class === cls ? 'true' : undefined}
            >
              {c.class}
            </li>
          );
        })}
      </ol>
      <div className="eff-ticks" aria-hidden>
        {classScale.slice(0, -1).map((c) => (
          <span key={c.class} style={{ left: `${((c.upTo ?? 0) / scaleMax) * 100}%` }}>
            {c.upTo}
          </span>
        ))}
      </div>
    </figure>
  );
}
