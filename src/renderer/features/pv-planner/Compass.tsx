import { useTranslation } from 'react-i18next';

/*
 * The orientation of a face without 3-D: a compass rose with an arrow where the face looks
 * (azimuth, 0 = north, 180 = south), and a side view of the slope with its tilt.
 */

const directions = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;

export function directionOf(azimuth: number): (typeof directions)[number] {
  const a = ((azimuth % 360) + 360) % 360;
  return directions[Math.round(a / 45) % 8]!;
}

export function Compass({ azimuth, tilt }: { azimuth: number; tilt: number }) {
  const { t } = useTranslation();
  const rad = (azimuth * Math.PI) / 180;
  // North up: azimuth clockwise from north; SVG y points down.
  const tip = [50 + 24 * Math.sin(rad), 50 - 24 * Math.cos(rad)];
  const slope = (Math.min(90, Math.max(0, tilt)) * Math.PI) / 180;
  const description = t('pvPlanner.planner.facing', {
    direction: t(`pvPlanner.planner.directions.${directionOf(azimuth)}`),
    degrees: Math.round(azimuth),
    tilt: Math.round(tilt),
  });
  return (
    <div className="pv-orientation" data-testid="pv-orientation">
      <svg viewBox="0 0 100 100" className="pv-compass" role="img" aria-label={description}>
        <circle cx="50" cy="50" r="44" className="pv-compass-ring" />
        {(['n', 'e', 's', 'w'] as const).map((d, k) => (
          <text
            key={d}
            x={50 + 38 * Math.sin((k * Math.PI) / 2)}
            y={54 - 38 * Math.cos((k * Math.PI) / 2)}
            textAnchor="middle"
            className={d === 's' ? 'pv-compass-south' : undefined}
          >
            {t(`pvPlanner.planner.compass.${d}`)}
          </text>
        ))}
        <line x1="50" y1="50" x2={tip[0]} y2={tip[1]} className="pv-compass-arrow" />
        <circle cx={tip[0]} cy={tip[1]} r="5" className="pv-compass-tip" />
      </svg>
      <svg viewBox="0 0 100 60" className="pv-tilt" aria-hidden>
        <line x1="10" y1="50" x2="90" y2="50" className="pv-ground" />
        <line
          x1="20"
          y1="50"
          x2={20 + 65 * Math.cos(slope)}
          y2={50 - 65 * Math.sin(slope)}
          className="pv-slope"
        />
        <text x="70" y="44">
          {Math.round(tilt)}°
        </text>
      </svg>
      <p className="small">{description}</p>
    </div>
  );
}
