import type { ReactNode } from 'react';
import { formatRoute, type Route } from '../../app/routes';
import { useNavigation } from '../../stores/navigation';

/** A link to a record's page: a real address (open in a new tab, copy), navigated in place. */
export function RecordLink({
  to,
  children,
  onFollow,
  label,
}: {
  to: Route;
  children: ReactNode;
  /** Before navigating (e.g. set the target list's filter). */
  onFollow?(): void;
  /** The accessible name when the visible text alone is not enough ("Öffnen"). */
  label?: string;
}) {
  const navigate = useNavigation((s) => s.navigate);
  return (
    <a
      className="link"
      href={formatRoute(to)}
      aria-label={label}
      onClick={(e) => {
        e.preventDefault();
        onFollow?.();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
