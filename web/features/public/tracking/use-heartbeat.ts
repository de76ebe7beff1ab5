import { useEffect } from 'react';
import { UI } from '../../../../common/constants.js';
import { sendAnalytics } from '../api/send-analytics.js';
import { leadId } from './lead-id.js';

/** A heartbeat every second while the page is visible: the server adds up the visitor's time (spec §2). */
export function useHeartbeat(page: string): void {
  useEffect(() => {
    const beat = () => {
      if (document.visibilityState === 'visible') sendAnalytics({ id: leadId(), type: 'heartbeat', page, timestamp: Date.now() });
    };
    beat();
    const timer = window.setInterval(beat, UI.heartbeatMs);
    return () => window.clearInterval(timer);
  }, [page]);
}
