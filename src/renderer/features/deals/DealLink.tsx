import { useNavigation } from '../../stores/navigation';

/** A deal's title as a link to its page (#/deals/:id). */
export function DealLink({
  deal,
  className,
}: {
  deal: { id: string; title: string };
  className: string;
}) {
  const navigate = useNavigation((s) => s.navigate);
  return (
    <a
      className={className}
      href={`#/deals/${encodeURIComponent(deal.id)}`}
      onClick={(e) => {
        e.preventDefault();
        navigate({ screen: 'deals', id: deal.id });
      }}
    >
      {deal.title}
    </a>
  );
}
