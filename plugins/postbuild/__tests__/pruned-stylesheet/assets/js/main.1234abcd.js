globalThis.document?.body.classList.add('from-script');
