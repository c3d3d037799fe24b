import { useState } from 'react';
import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import { CARRIER_NAMES, CARRIERS, isCarrier } from '../../../core/domain/shipments/carrier.ts';
import { useTexts } from '../../app/use-texts.ts';

/**
 * Shipping an order: the carrier (the one the customer chose, first) and the tracking number on its label. The
 * shop's rule names a missing or mistyped number beside its input.
 */
export const DeskShipForm = ({
  chosenCarrier,
  problems,
  busy,
  onShip,
}: {
  chosenCarrier: string | null;
  problems: readonly FieldProblem[];
  busy: boolean;
  onShip: (carrier: string, trackingNumber: string) => void;
}) => {
  const { t } = useTexts('accounts-order');
  const [carrier, setCarrier] = useState<string>(
    chosenCarrier !== null && isCarrier(chosenCarrier) ? chosenCarrier : CARRIERS[0],
  );
  const [trackingNumber, setTrackingNumber] = useState('');
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.problem;
  const numberProblem = problemOf('trackingNumber');
  const carrierProblem = problemOf('carrier');
  const carrierName = isCarrier(carrier) ? CARRIER_NAMES[carrier] : carrier;
  return (
    <form
      className="desk-ship-form"
      aria-labelledby="desk-ship-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onShip(carrier, trackingNumber);
      }}
    >
      <h3 id="desk-ship-title">{t('desk.ship.title')}</h3>
      <p className="desk-muted">{t('desk.ship.lead')}</p>
      <div className="desk-ship-fields">
        <div className="form-field">
          <label htmlFor="desk-ship-carrier">{t('desk.ship.carrier')}</label>
          <select
            id="desk-ship-carrier"
            value={carrier}
            aria-invalid={carrierProblem !== undefined}
            aria-describedby={carrierProblem === undefined ? undefined : 'desk-ship-carrier-problem'}
            onChange={(event) => setCarrier(event.target.value)}
          >
            {CARRIERS.map((code) => (
              <option key={code} value={code}>
                {CARRIER_NAMES[code]}
              </option>
            ))}
          </select>
          {carrierProblem !== undefined && (
            <p id="desk-ship-carrier-problem" className="field-error">
              {t(`desk.problems.${carrierProblem}`, { defaultValue: t('desk.problems.Invalid') })}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor="desk-ship-number">{t('desk.ship.trackingNumber')}</label>
          <input
            id="desk-ship-number"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            value={trackingNumber}
            aria-invalid={numberProblem !== undefined}
            aria-describedby={numberProblem === undefined ? undefined : 'desk-ship-number-problem'}
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
          {numberProblem !== undefined && (
            <p id="desk-ship-number-problem" className="field-error">
              {t(`desk.problems.${numberProblem}`, {
                carrier: carrierName,
                defaultValue: t('desk.problems.TrackingNumberFormat', { carrier: carrierName }),
              })}
            </p>
          )}
        </div>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t('desk.ship.submit')}
      </button>
    </form>
  );
};
