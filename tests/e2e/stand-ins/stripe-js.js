// Tests only: a stand-in of Stripe.js (https://js.stripe.com/{release}/stripe.js), served by the Stripe journey
// with page.route at Stripe's own address, so the page's Content-Security-Policy treats it as the real script.
// It implements the subset src/features/checkout/stripe-payment.tsx and @stripe/react-stripe-js call: Stripe(pk),
// elements(), the 'payment' element (a plain card form in place of Stripe's iframe), elements.submit() and
// confirmPayment(), which posts the card to https://api.stripe.com as Stripe.js does; the journey routes that
// to the local stand-in of Stripe's API (tests/stand-ins/stripe-stand-in.ts).
(() => {
  const API = 'https://api.stripe.com/v1';
  const release = /js\.stripe\.com\/([a-z0-9]+)\//.exec(document.currentScript?.src ?? '')?.[1] ?? 'v3';
  const FIELDS = [
    {
      name: 'number',
      label: 'Card number',
      autocomplete: 'cc-number',
      incomplete: 'Your card number is incomplete.',
    },
    {
      name: 'expiry',
      label: 'Expiration date (MM / YY)',
      autocomplete: 'cc-exp',
      incomplete: "Your card's expiration date is incomplete.",
    },
    {
      name: 'cvc',
      label: 'Security code',
      autocomplete: 'cc-csc',
      incomplete: "Your card's security code is incomplete.",
    },
  ];
  let mounted = 0;

  const integrationError = (message) => Object.assign(new Error(message), { name: 'IntegrationError' });
  const notInStandIn = (name) => () =>
    Promise.reject(integrationError(`${name} is not in the Stripe.js stand-in`));

  function paymentElement() {
    const listeners = new Map();
    let root = null;
    const element = {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        mounted += 1;
        root = document.createElement('fieldset');
        root.dataset.stripeStandIn = 'payment';
        const legend = document.createElement('legend');
        legend.textContent = 'Card';
        root.append(legend);
        for (const field of FIELDS) {
          const id = `stripe-stand-in-${mounted}-${field.name}`;
          const label = document.createElement('label');
          label.htmlFor = id;
          label.textContent = field.label;
          const input = document.createElement('input');
          Object.assign(input, {
            id,
            name: field.name,
            autocomplete: field.autocomplete,
            inputMode: 'numeric',
          });
          root.append(label, input);
        }
        host.append(root);
        setTimeout(() => element.emit('ready', { elementType: 'payment' }));
      },
      on(type, listener) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener]);
        return element;
      },
      off(type, listener) {
        listeners.set(
          type,
          (listeners.get(type) ?? []).filter((l) => l !== listener),
        );
        return element;
      },
      emit(type, event) {
        for (const listener of listeners.get(type) ?? []) listener(event);
      },
      update() {},
      focus: () => root?.querySelector('input')?.focus(),
      unmount() {
        root?.remove();
        root = null;
      },
      destroy: () => element.unmount(),
      /** The typed card, or the validation error Stripe's element would show. */
      read() {
        const value = (name) => root?.querySelector(`[name="${name}"]`)?.value.trim() ?? '';
        const missing = FIELDS.find((f) => value(f.name) === '');
        if (missing) return { error: { type: 'validation_error', message: missing.incomplete } };
        const [month, year] = value('expiry')
          .split('/')
          .map((part) => part.trim());
        return {
          card: {
            number: value('number').replace(/\D/g, ''),
            exp_month: month,
            exp_year: year,
            cvc: value('cvc'),
          },
        };
      },
    };
    return element;
  }

  function elementsFor(options) {
    let payment = null;
    let submitted = false;
    return {
      options,
      create(type) {
        if (type !== 'payment') throw integrationError(`The Stripe.js stand-in has no '${type}' element`);
        payment = paymentElement();
        return payment;
      },
      getElement: (type) => (type === 'payment' ? payment : null),
      update(changes) {
        Object.assign(options, changes);
      },
      async submit() {
        const checked = payment
          ? payment.read()
          : { error: { type: 'validation_error', message: 'No element.' } };
        submitted = !checked.error;
        return checked.error ? { error: checked.error } : {};
      },
      /** Deferred-intent Elements (created with a mode) confirm only after submit(), as Stripe.js insists. */
      takeSubmitted() {
        const was = submitted;
        submitted = false;
        return was;
      },
      payment: () => payment,
    };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw integrationError('Invalid value for Stripe(): apiKey should be a publishable key (pk_…).');
    }
    return {
      elements: (options = {}) => elementsFor({ ...options }),
      async confirmPayment({ elements, clientSecret, confirmParams = {}, redirect = 'always' }) {
        const secret = clientSecret ?? elements.options.clientSecret;
        if (!secret) throw integrationError('confirmPayment needs a clientSecret.');
        if (elements.options.mode && !elements.takeSubmitted()) {
          throw integrationError('elements.submit() must be called before stripe.confirmPayment().');
        }
        if (redirect !== 'if_required' && !confirmParams.return_url) {
          throw integrationError('confirmPayment needs confirmParams.return_url.');
        }
        const checked = elements.payment()?.read() ?? {
          error: { type: 'validation_error', message: 'No element.' },
        };
        if (checked.error) return { error: checked.error };
        const intentId = secret.split('_secret_')[0];
        const body = new URLSearchParams({
          key: publishableKey,
          client_secret: secret,
          'payment_method_data[type]': 'card',
        });
        for (const [name, value] of Object.entries(checked.card))
          body.set(`payment_method_data[card][${name}]`, value);
        if (confirmParams.return_url) body.set('return_url', confirmParams.return_url);
        let answer;
        try {
          const response = await fetch(`${API}/payment_intents/${intentId}/confirm`, {
            method: 'POST',
            body,
          });
          answer = await response.json();
        } catch {
          return {
            error: { type: 'api_connection_error', message: 'We could not reach Stripe. Try again.' },
          };
        }
        if (answer.error) return { error: answer.error };
        if (redirect === 'if_required') return { paymentIntent: answer };
        const back = new URL(confirmParams.return_url);
        back.searchParams.set('payment_intent', intentId);
        back.searchParams.set('payment_intent_client_secret', secret);
        back.searchParams.set('redirect_status', answer.status);
        window.location.assign(back.href);
        // As Stripe.js: the page is leaving, so the promise never settles.
        return new Promise(() => {});
      },
      createToken: notInStandIn('createToken'),
      createPaymentMethod: notInStandIn('createPaymentMethod'),
      confirmCardPayment: notInStandIn('confirmCardPayment'),
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = release;
  window.Stripe = Stripe;
})();
