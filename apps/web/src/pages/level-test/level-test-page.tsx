import { useParams } from 'react-router';
import { LevelTestView } from '../../features/level-tests';

/** /level-test/:testId (query productTypeId). */
export function LevelTestPage() {
  const { testId } = useParams();
  const id = Number(testId);
  // A fresh view per test, so answers never carry over between tests.
  return <LevelTestView key={id} testId={Number.isInteger(id) && id > 0 ? id : 0} />;
}
