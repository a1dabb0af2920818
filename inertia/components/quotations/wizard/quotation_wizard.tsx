import { useCallback, useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Group, Paper, Stepper, Text } from '@mantine/core'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import type { WizardVehicle } from '@rules/garage/rules/vehicle'
import {
  AUTO_ADVANCE_CONTACT_MS,
  AUTO_ADVANCE_VEHICLE_MS,
  STEP_CONTACT,
  STEP_PARTS,
  STEP_SCROLL_PX,
  STEP_VEHICLE,
  WIZARD_STEPS,
  contactComplete,
  resumeDecision,
  skipPartsStep,
} from '@rules/quotations/rules/wizard'
import { VehicleStep, type VehicleStepHandle } from '~/components/vehicle/vehicle_step'
import type { PartsStepHandle } from '~/components/quotations/wizard/parts_step'
import type { ContactStepHandle, GuestMode } from '~/components/quotations/wizard/contact_step'
import { OnDemand } from '~/components/on_demand'
import { wizardStepProps } from '~/components/quotations/wizard/step_props'
import { useWizardForms } from '~/components/quotations/wizard/wizard_forms'
import { useWizardSubmit } from '~/components/quotations/wizard/use_wizard_submit'
import {
  clearResume,
  saveResume,
  peekResume,
  type WizardInitial,
} from '~/components/quotations/wizard/wizard_state'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'
import {
  ContactStep,
  PartsStep,
  SuccessModal,
  SummaryModal,
} from '~/components/quotations/wizard/wizard_on_demand'

/**
 * The request wizard (doc 2 §2, §4): Vehículo, Autopartes, Tus Datos, then the summary and the
 * success dialog. Used on /home/page/cotizacion (`mode="page"`: scrolls 140 px at each step)
 * and in a modal ('Hacer misma solicitud', with `initial`). Each step is a `@mantine/form`
 * form (wizard_forms.ts) checked with the shared rules; the submit is use_wizard_submit.ts.
 */
export function QuotationWizard({
  mode = 'page',
  initial,
  storeId = null,
  forceVehicleForm = false,
  resume = false,
  resumeUrl,
  onDone,
}: {
  mode?: 'page' | 'modal'
  initial?: WizardInitial
  storeId?: number | null
  forceVehicleForm?: boolean
  /** Back from the login of a guest who chose 'Estoy registrado'. */
  resume?: boolean
  /** Where that login comes back to, when not the plain wizard page (a store request). */
  resumeUrl?: string
  onDone?: () => void
}) {
  const { user } = useShared()
  /**
   * Back from the login of a guest who chose 'Estoy registrado': the stored request is taken
   * back (read here once, deleted by the effect below).
   */
  const [resumed] = useState(() =>
    resume && user ? resumeDecision<WizardVehicle>(peekResume()) : ({ action: 'none' } as const)
  )
  const restored = resumed.action === 'none' ? null : resumed.state
  const [hasReference, setHasReference] = useState(
    restored?.hasReference ?? initial?.hasReference ?? false
  )
  const forms = useWizardForms({
    vehicle: restored?.vehicle ?? initial?.vehicle,
    details: restored?.details ?? initial?.details,
    hasReference,
  })
  const [step, setStep] = useState(() => {
    if (resumed.action === 'none') return STEP_VEHICLE
    const skip = skipPartsStep(resumed.state.details, resumed.state.hasReference)
    return resumed.action === 'send' || skip ? STEP_CONTACT : STEP_PARTS
  })
  const [guestMode, setGuestMode] = useState<GuestMode>('form')
  const [summaryOpen, setSummaryOpen] = useState(false)
  const submit = useWizardSubmit(forms, { storeId, hasReference })
  const vehicleRef = useRef<VehicleStepHandle>(null)
  const partsRef = useRef<PartsStepHandle>(null)
  const contactRef = useRef<ContactStepHandle>(null)
  const autoFinishDone = useRef(false)
  const requestsUrl = `${urlFor('index')}#open`

  const goTo = useCallback(
    (next: number) => {
      setStep(next)
      if (mode === 'page') window.scrollTo({ top: STEP_SCROLL_PX, behavior: 'smooth' })
    },
    [mode]
  )

  const openSummary = () => {
    submit.clearErrors()
    setSummaryOpen(true)
  }

  /** "Stored details are loaded and then deleted." */
  useEffect(() => {
    if (resume) clearResume()
  }, [resume])

  /** Entering 'Autopartes' with a valid first line moves on (re-requests). */
  const enterParts = () =>
    goTo(skipPartsStep(forms.parts.getValues().details, hasReference) ? STEP_CONTACT : STEP_PARTS)

  /**
   * Entering 'Tus Datos' signed in with complete, verified data: finish by itself. (A number
   * verified on this step opens the summary through `onVerified`, once.)
   */
  useEffect(() => {
    if (step !== STEP_CONTACT || autoFinishDone.current) return
    const account = user ? { mobile: user.mobile, mobileVerified: user.mobileVerified } : null
    if (!contactComplete(forms.contact.getValues(), account)) return
    autoFinishDone.current = true
    const timer = window.setTimeout(openSummary, AUTO_ADVANCE_CONTACT_MS)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step])

  const next = () => {
    if (step === STEP_VEHICLE && vehicleRef.current?.validate()) enterParts()
    else if (step === STEP_PARTS && partsRef.current?.validate()) goTo(STEP_CONTACT)
    else if (step === STEP_CONTACT && contactRef.current?.validate()) openSummary()
  }

  const finish = () => {
    submit.clearCreated()
    if (onDone) onDone()
    else window.location.assign(requestsUrl)
  }

  return (
    <Box>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {/* phones show the step's name above the form instead of beside each step icon */}
        <Text fw={700} mb="xs" hiddenFrom="xs" data-testid="wizard-step-title">
          Paso {step + 1} de {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
        </Text>
        <Stepper
          active={step}
          onStepClick={(index) => index < step && goTo(index)}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step {...wizardStepProps(0)}>
            <VehicleStep
              ref={vehicleRef}
              form={forms.vehicle}
              onGarageVehicleChosen={() => window.setTimeout(enterParts, AUTO_ADVANCE_VEHICLE_MS)}
              hasReference={hasReference}
              onHasReferenceChange={setHasReference}
              forceVehicleForm={forceVehicleForm}
            />
          </Stepper.Step>
          <Stepper.Step {...wizardStepProps(1)}>
            <PartsStep
              ref={partsRef}
              form={forms.parts}
              hasReference={hasReference}
              signedIn={Boolean(user)}
            />
          </Stepper.Step>
          <Stepper.Step {...wizardStepProps(2)}>
            <ContactStep
              ref={contactRef}
              form={forms.contact}
              guestMode={guestMode}
              onGuestModeChange={(value) => {
                setGuestMode(value)
                if (value === 'form') clearResume()
              }}
              onChooseLogin={() =>
                saveResume({
                  vehicle: forms.vehicle.getValues(),
                  details: forms.parts.getValues().details,
                  hasReference,
                  autoSend: true,
                  savedAt: Date.now(),
                })
              }
              onVerified={openSummary}
              resumeUrl={resumeUrl}
            />
          </Stepper.Step>
        </Stepper>

        {!(step === STEP_CONTACT && !user && guestMode === 'login') && (
          <Group justify="space-between" mt="lg">
            <Button
              variant="default"
              onClick={() => goTo(step - 1)}
              disabled={step === STEP_VEHICLE}
            >
              Atrás
            </Button>
            <Button onClick={next}>Continuar</Button>
          </Group>
        )}
      </Paper>

      <Alert variant="light" color="green" mt="md" icon={<IconBrandWhatsapp />}>
        <Text size="sm">
          {storeId
            ? 'Te responderemos en 60 minutos o menos por WhatsApp.'
            : 'Recibe hasta 3 opciones de compra en 60 minutos o menos por WhatsApp.'}
        </Text>
      </Alert>

      <OnDemand when={summaryOpen}>
        <SummaryModal
          opened={summaryOpen}
          vehicle={forms.vehicle.getValues()}
          details={forms.parts.getValues().details}
          contact={forms.contact.getValues()}
          cityName={user?.cityName ?? null}
          sending={submit.sending}
          errors={submit.errors}
          quoteByProduct={submit.quoteByProduct}
          onEdit={() => setSummaryOpen(false)}
          onSend={() => void submit.send().then((sent) => sent && setSummaryOpen(false))}
        />
      </OnDemand>
      <OnDemand when={Boolean(submit.created)}>
        <SuccessModal
          created={submit.created}
          inStore={Boolean(storeId)}
          requestsUrl={requestsUrl}
          onFinish={finish}
        />
      </OnDemand>
    </Box>
  )
}
