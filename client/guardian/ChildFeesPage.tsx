import { feesPageTexts } from '../../shared/payments';
import { api } from '../data/client';
import { queryKeys } from '../data/query-keys';
import { FeesOverview, useFeesQuery } from '../payments/FeesOverview';
import { ChildPage } from './ChildPage';

/**
 * /family/fees: the child's Payments page as the child sees it; Pay fees opens /pricing for this
 * child, which fills in their username and admission code.
 */
export default function ChildFeesPage() {
  return <ChildPage title="Fees">{(child) => <Fees childId={child.id} />}</ChildPage>;
}

function Fees({ childId }: { childId: number }) {
  const fees = useFeesQuery(queryKeys.guardianChild(childId, 'guardianChildPayments'), (signal) =>
    api.call('guardianChildPayments', { params: { id: childId }, signal }),
  );
  return (
    <FeesOverview
      fees={fees}
      payTo={`/pricing?${new URLSearchParams({ child: String(childId) })}`}
      note={feesPageTexts.guardianNote}
    />
  );
}
