import { describe, it, expect } from 'vitest';
import { initialWorkflow, workflowReducer, type WorkflowState } from './workflow-state';

const fever = {
  symptom: 'Fever for 3 days',
  severity: 'moderate',
  duration: '3 days',
  frequency: 'constant',
} as const;
const malaria = {
  primaryDiagnosis: { condition: 'Malaria, uncomplicated', probability: 72, urgency: 'urgent' },
  emergencyAlert: false,
};

function after(...actions: Parameters<typeof workflowReducer>[1][]): WorkflowState {
  return actions.reduce(workflowReducer, initialWorkflow);
}

describe('the step-by-step workflow of a consultation', () => {
  it('starts at symptoms and moves to the lab step once the AI has a diagnosis', () => {
    const state = after(
      { type: 'symptomAdded', symptom: fever },
      { type: 'diagnosed', diagnosis: malaria, recommendations: null },
    );
    expect(state.step).toBe('lab_input');
    expect(state.symptoms).toHaveLength(1);
    expect(state.emergency).toBeNull();
  });

  it('keeps the work at the emergency step, with the diagnosis, when the diagnosis is an emergency', () => {
    const cerebralMalaria = {
      primaryDiagnosis: { condition: 'Severe malaria', probability: 80, urgency: 'emergency' },
      emergencyAlert: true,
      message: 'Convulsions in a febrile child: give IV artesunate now',
      emergencyActions: ['Secure airway', 'IV artesunate 2.4 mg/kg'],
    };
    const state = after(
      { type: 'symptomAdded', symptom: fever },
      { type: 'diagnosed', diagnosis: cerebralMalaria, recommendations: null },
    );
    expect(state.step).toBe('emergency');
    expect(state.diagnosis?.primaryDiagnosis?.condition).toBe('Severe malaria');
    expect(state.emergency?.message).toMatch(/artesunate/);
    expect(state.emergency?.emergencyActions).toHaveLength(2);
    // Only the clinician ends the session.
    expect(workflowReducer(state, { type: 'ended' }).step).toBe('completed');
  });

  it('reaches the final treatment only after a prescription, with or without labs', () => {
    const state = after(
      { type: 'diagnosed', diagnosis: malaria, recommendations: null },
      { type: 'prescribed', prescription: { medications: [{ drug: 'Artemether-lumefantrine' }] } },
    );
    expect(state.step).toBe('final_treatment');
    expect(state.prescription?.medications?.[0]?.drug).toBe('Artemether-lumefantrine');
  });

  it("keeps the physician's edited doses at the final treatment, and only there", () => {
    const edited = { medications: [{ drug: 'Artemether-lumefantrine', dosage: '3 tablets' }] };
    const state = after(
      { type: 'diagnosed', diagnosis: malaria, recommendations: null },
      {
        type: 'prescribed',
        prescription: { medications: [{ drug: 'Artemether-lumefantrine', dosage: '4 tablets' }] },
      },
      { type: 'prescriptionEdited', prescription: edited },
    );
    expect(state.prescription?.medications?.[0]?.dosage).toBe('3 tablets');
    expect(after({ type: 'prescriptionEdited', prescription: edited }).prescription).toBeNull();
  });

  it('ignores a prescription that arrives before there is a diagnosis', () => {
    expect(after({ type: 'prescribed', prescription: {} }).step).toBe('symptoms');
  });

  it('completes from any step when the session ends, and a new session starts clean', () => {
    const ended = after({ type: 'symptomAdded', symptom: fever }, { type: 'ended' });
    expect(ended.step).toBe('completed');
    expect(workflowReducer(ended, { type: 'reset' })).toEqual(initialWorkflow);
  });

  it('takes back the symptoms a session kept across a page reload, but never over new ones', () => {
    const restored = after({ type: 'symptomsRestored', symptoms: [fever] });
    expect(restored.symptoms).toEqual([fever]);
    const cough = { symptom: 'Cough', severity: 'mild', duration: '', frequency: '' } as const;
    expect(workflowReducer(restored, { type: 'symptomsRestored', symptoms: [cough] }).symptoms).toEqual([
      fever,
    ]);
  });

  it('takes the session list as it stands after a symptom is removed or corrected', () => {
    const restored = after({ type: 'symptomsRestored', symptoms: [fever] });
    expect(workflowReducer(restored, { type: 'symptomsChanged', symptoms: [] }).symptoms).toEqual([]);
  });

  it('an emergency refusal of a prescription goes to the emergency step with the server message, keeping the diagnosis', () => {
    const state = after(
      { type: 'diagnosed', diagnosis: malaria, recommendations: null },
      { type: 'emergency', emergency: { message: 'Refer immediately' } },
    );
    expect(state.step).toBe('emergency');
    expect(state.diagnosis).not.toBeNull();
    expect(state.emergency?.message).toBe('Refer immediately');
  });
});
