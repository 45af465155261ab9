import { memo } from 'react';
import { useNavigation } from '../../stores/navigation';

/** A deal's title as a link to its page (#/deals/:id). */
export const DealLink = memo(function DealLink({
  deal,
  className,
}: {
  deal: { id: string; title: string };
  className: string;
}) {
  return (
    <a
      className={className}
      href={`#/deals/${encodeURIComponent(deal.id)}`}
      onClick={(e) => {
        e.preventDefault();
        useNavigation.getState().navigate({ screen: 'deals', id: deal.id });
      }}
    >
      {deal.title}
    </a>
  );
});
