import { TrainingResultView, TrainingSessionView, TrainingSettingsView } from '../../features/training';

/** /training/settings (productId, moduleId, packId). */
export function TrainingSettingsPage() {
  return <TrainingSettingsView />;
}

/** /training/:trainingType (packId). */
export function TrainingPage() {
  return <TrainingSessionView />;
}

/** /training/result (sessionId, packId). */
export function TrainingResultPage() {
  return <TrainingResultView />;
}
