document.body.classList.add("from-script");
