import { useCallback, useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Group, Paper, Stepper, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconBrandWhatsapp } from '@tabler/icons-react'
import { EMPTY_VEHICLE, type WizardVehicle } from '@rules/garage/rules/vehicle'
import { EMPTY_DETAIL, type WizardDetail } from '@rules/quotations/rules/details'
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
import { PartsStep, type PartsStepHandle } from '~/components/quotations/wizard/parts_step'
import {
  ContactStep,
  type ContactStepHandle,
  type GuestMode,
} from '~/components/quotations/wizard/contact_step'
import { SummaryModal } from '~/components/quotations/wizard/summary_modal'
import { SuccessModal, type CreatedRequest } from '~/components/quotations/wizard/success_modal'
import {
  clearResume,
  newIdempotencyKey,
  saveResume,
  peekResume,
  type WizardContact,
  type WizardInitial,
} from '~/components/quotations/wizard/wizard_state'
import { api, errorMessage } from '~/lib/http'
import { normalizeMobile } from '~/lib/format'
import { usePath, useShared } from '~/lib/page_props'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/**
 * The request wizard (doc 2 §2, §4): Vehículo, Autopartes, Tus Datos, then the summary and the
 * success dialog. Used on /home/page/cotizacion (`mode="page"`: scrolls 140 px at each step)
 * and in a modal ('Hacer misma solicitud', with `initial`).
 */
export function QuotationWizard({
  mode = 'page',
  initial,
  storeId = null,
  forceVehicleForm = false,
  resume = false,
  onDone,
}: {
  mode?: 'page' | 'modal'
  initial?: WizardInitial
  storeId?: number | null
  forceVehicleForm?: boolean
  /** Back from the login of a guest who chose 'Estoy registrado'. */
  resume?: boolean
  onDone?: () => void
}) {
  const { user, product, country } = useShared()
  const path = usePath()
  /**
   * Back from the login of a guest who chose 'Estoy registrado': the stored request is taken
   * back (read here once, deleted by the effect below).
   */
  const [resumed] = useState(() =>
    resume && user ? resumeDecision<WizardVehicle>(peekResume()) : ({ action: 'none' } as const)
  )
  const restored = resumed.action === 'none' ? null : resumed.state
  const [step, setStep] = useState(() => {
    if (resumed.action === 'none') return STEP_VEHICLE
    const skip = skipPartsStep(resumed.state.details, resumed.state.hasReference)
    return resumed.action === 'send' || skip ? STEP_CONTACT : STEP_PARTS
  })
  const [vehicle, setVehicle] = useState<WizardVehicle>(
    restored?.vehicle ?? initial?.vehicle ?? EMPTY_VEHICLE
  )
  const [hasReference, setHasReference] = useState(
    restored?.hasReference ?? initial?.hasReference ?? false
  )
  const [details, setDetails] = useState<WizardDetail[]>(
    restored?.details ?? (initial?.details?.length ? initial.details : [{ ...EMPTY_DETAIL }])
  )
  const [sendToProviders, setSendToProviders] = useState(false)
  const [providerIds, setProviderIds] = useState<number[]>([])
  const [guestMode, setGuestMode] = useState<GuestMode>('form')
  const [contact, setContact] = useState<WizardContact>({
    name: user?.fullName ?? '',
    city_id: user?.cityId ?? null,
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
  })
  const [summaryOpen, setSummaryOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const [submitErrors, setSubmitErrors] = useState<string[]>([])
  const [created, setCreated] = useState<CreatedRequest | null>(null)
  const idempotencyKey = useRef(newIdempotencyKey())
  const vehicleRef = useRef<VehicleStepHandle>(null)
  const partsRef = useRef<PartsStepHandle>(null)
  const contactRef = useRef<ContactStepHandle>(null)
  const autoFinishDone = useRef(false)
  /** Phones show the step's name above the form instead of beside each step icon. */
  const compact = useMediaQuery('(max-width: 36em)') ?? false
  const stepLabel = (index: number) => (compact ? undefined : WIZARD_STEPS[index])

  /** Keeps the prefill in step with the signed-in user (e.g. right after the number is verified). */
  const [prefilledFor, setPrefilledFor] = useState(user?.id ?? null)
  if (user && prefilledFor !== user.id) {
    setPrefilledFor(user.id)
    setContact((current) => ({
      name: current.name || user.fullName,
      city_id: current.city_id ?? user.cityId,
      email: current.email || user.email || '',
      mobile: current.mobile || user.mobile || '',
    }))
  }

  const goTo = useCallback(
    (next: number) => {
      setStep(next)
      if (mode === 'page') window.scrollTo({ top: STEP_SCROLL_PX, behavior: 'smooth' })
    },
    [mode]
  )

  const openSummary = () => {
    setSubmitErrors([])
    setSummaryOpen(true)
  }

  /** "Stored details are loaded and then deleted." */
  useEffect(() => {
    if (resume) clearResume()
  }, [resume])

  /** Entering 'Autopartes' with a valid first line moves on (re-requests). */
  const enterParts = () => goTo(skipPartsStep(details, hasReference) ? STEP_CONTACT : STEP_PARTS)

  /** Entering 'Tus Datos' signed in with complete, verified data: finish by itself. */
  useEffect(() => {
    if (step !== STEP_CONTACT || autoFinishDone.current) return
    if (
      !contactComplete(
        contact,
        user ? { mobile: user.mobile, mobileVerified: user.mobileVerified } : null
      )
    )
      return
    autoFinishDone.current = true
    const timer = window.setTimeout(openSummary, AUTO_ADVANCE_CONTACT_MS)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, user?.id])

  const onVehicleSelected = (selected: WizardVehicle) => {
    setVehicle(selected)
    window.setTimeout(enterParts, AUTO_ADVANCE_VEHICLE_MS)
  }

  const next = () => {
    if (step === STEP_VEHICLE && vehicleRef.current?.validate()) enterParts()
    else if (step === STEP_PARTS && partsRef.current?.validate()) goTo(STEP_CONTACT)
    else if (step === STEP_CONTACT && contactRef.current?.validate()) openSummary()
  }

  const send = async () => {
    if (sending) return
    setSending(true)
    setSubmitErrors([])
    const response = await api('POST', path(`/api/${product.goPath}/quotationRequest`), {
      idempotency_key: idempotencyKey.current,
      store_id: storeId,
      ...vehicle,
      vehicle_brand: undefined,
      hasReference,
      details: details.map((detail) => ({
        ...detail,
        reference: hasReference ? detail.reference : null,
      })),
      name: contact.name,
      city_id: contact.city_id,
      email: contact.email,
      mobile: normalizeMobile(contact.mobile, country.code),
      sendToProviders,
      satdaProviders: sendToProviders ? providerIds : [],
      [`${product.slug}Providers`]: true,
    })
    setSending(false)
    if (response.ok) {
      clearResume()
      setSummaryOpen(false)
      setCreated(response.body.data)
      window.dataLayer = window.dataLayer ?? []
      window.dataLayer.push({ event: 'newQuotationRequest', code: response.body.data.code })
      return
    }
    setSubmitErrors(
      (response.body.errors ?? [{ message: errorMessage(response) }]).map(
        (e: { message: string }) => e.message
      )
    )
  }

  const finish = () => {
    setCreated(null)
    if (onDone) onDone()
    else window.location.assign(path(`/${product.goPath}/page/index#open`))
  }

  return (
    <Box>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        {compact && (
          <Text fw={700} mb="xs" data-testid="wizard-step-title">
            Paso {step + 1} de {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
          </Text>
        )}
        <Stepper
          active={step}
          onStepClick={(index) => index < step && goTo(index)}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step label={stepLabel(0)} aria-label={WIZARD_STEPS[0]}>
            <VehicleStep
              ref={vehicleRef}
              value={vehicle}
              onChange={setVehicle}
              onVehicleSelected={onVehicleSelected}
              hasReference={hasReference}
              onHasReferenceChange={setHasReference}
              forceVehicleForm={forceVehicleForm}
            />
          </Stepper.Step>
          <Stepper.Step label={stepLabel(1)} aria-label={WIZARD_STEPS[1]}>
            <PartsStep
              ref={partsRef}
              details={details}
              onChange={setDetails}
              hasReference={hasReference}
              signedIn={Boolean(user)}
              sendToProviders={sendToProviders}
              onSendToProvidersChange={setSendToProviders}
              providerIds={providerIds}
              onProviderIdsChange={setProviderIds}
            />
          </Stepper.Step>
          <Stepper.Step label={stepLabel(2)} aria-label={WIZARD_STEPS[2]}>
            <ContactStep
              ref={contactRef}
              contact={contact}
              onChange={setContact}
              guestMode={guestMode}
              onGuestModeChange={(value) => {
                setGuestMode(value)
                if (value === 'form') clearResume()
              }}
              onChooseLogin={() =>
                saveResume({ vehicle, details, hasReference, autoSend: true, savedAt: Date.now() })
              }
              onVerified={openSummary}
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

      <SummaryModal
        opened={summaryOpen}
        vehicle={vehicle}
        details={details}
        hasReference={hasReference}
        contact={contact}
        cityName={user?.cityName ?? null}
        sending={sending}
        errors={submitErrors}
        onEdit={() => setSummaryOpen(false)}
        onSend={() => void send()}
      />
      <SuccessModal
        created={created}
        inStore={Boolean(storeId)}
        requestsUrl={path(`/${product.goPath}/page/index#open`)}
        onFinish={finish}
      />
    </Box>
  )
}
