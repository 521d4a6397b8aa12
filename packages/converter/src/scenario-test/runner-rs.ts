/**
 * The generic part of every generated scenario test: it reads the scenario data (already in the
 * crate's JSON contract) and replays it in cw-multi-test. Kept rustfmt-clean as written.
 */
export const RUNNER_RS = `/// A call's result as the scenario sees it: the returned value and the Solidity events, or the
/// revert text.
type Outcome = Result<(Value, Vec<SolEvent>), String>;

/// A \`wasm-<Name>\` event: the Solidity event name, the emitting contract and the attributes.
#[derive(Debug)]
struct SolEvent {
    name: String,
    emitter: String,
    attrs: Vec<(String, String)>,
}

/// The chain, the stored codes, every address the scenario names and the differences found.
struct World {
    app: App,
    denom: String,
    names: BTreeMap<String, Addr>,
    codes: BTreeMap<String, u64>,
    failures: Vec<String>,
}

/// Funds the actors, sets the genesis block, stores the codes and replays every step in order.
fn run(scenario: &str) {
    let scenario: Value = serde_json::from_str(scenario).expect("SCENARIO is JSON");
    let denom = text(&scenario["denom"]).to_string();
    let mut app = App::default();
    let mut names = BTreeMap::new();
    for actor in list(&scenario["actors"]) {
        let actor = text(actor);
        names.insert(format!("@{actor}"), app.api().addr_make(actor));
    }
    app.init_modules(|router, _api, storage| {
        for addr in names.values() {
            router
                .bank
                .init_balance(storage, addr, coins(ACTOR_BALANCE, &denom))
                .unwrap();
        }
    });
    app.update_block(|b| {
        b.height = GENESIS_HEIGHT;
        b.time = Timestamp::from_seconds(GENESIS_TIME);
    });
    let mut codes = BTreeMap::new();
    for contract in list(&scenario["codes"]) {
        let contract = text(contract);
        codes.insert(
            contract.to_string(),
            app.store_code(contract_code(contract)),
        );
    }
    let mut world = World {
        app,
        denom,
        names,
        codes,
        failures: vec![],
    };
    for (index, step) in list(&scenario["steps"]).iter().enumerate() {
        world.replay(index, step);
    }
    if !world.failures.is_empty() {
        panic!("{}", world.failures.join("\\n"));
    }
}

impl World {
    /// One deploy or step: its own block (height + 1, time + \`time_delta\`), the call, a report
    /// line of what it did, the checks.
    fn replay(&mut self, index: usize, step: &Value) {
        let label = text(&step["label"]);
        let time_delta = step["time_delta"].as_u64().unwrap_or(0);
        self.app.update_block(|b| {
            b.height += 1;
            b.time = b.time.plus_seconds(time_delta);
        });
        let outcome = if let Some(contract) = step.get("deploy") {
            self.deploy(step, text(contract))
        } else if let Some(msg) = step.get("execute") {
            let (from, to, msg) = (
                self.addr(&step["from"]),
                self.addr(&step["to"]),
                self.resolve(msg),
            );
            let funds = self.funds(step);
            self.app
                .execute_contract(from, to, &msg, &funds)
                .map(|res| (returned(&res), sol_events(&res)))
                .map_err(|err| revert_text(&err))
        } else if let Some(msg) = step.get("query") {
            let (to, msg) = (self.addr(&step["to"]), self.resolve(msg));
            self.app
                .wrap()
                .query_wasm_smart::<Value>(to, &msg)
                .map(|value| (value, vec![]))
                .map_err(|err| query_error_text(&err))
        } else if let Some(to) = step.get("send") {
            // A plain transfer to an account; sending nothing succeeds (the bank rejects empty sends).
            let (from, to, funds) = (self.addr(&step["from"]), self.addr(to), self.funds(step));
            if funds.is_empty() {
                Ok((Value::Null, vec![]))
            } else {
                self.app
                    .send_tokens(from, to, &funds)
                    .map(|res| (Value::Null, sol_events(&res)))
                    .map_err(|err| revert_text(&err))
            }
        } else if let Some(account) = step.get("balance") {
            let balance = self
                .app
                .wrap()
                .query_balance(self.addr(account), &self.denom);
            balance
                .map(|coin| (json!(coin.amount), vec![]))
                .map_err(|err| query_error_text(&err))
        } else {
            panic!("{label}: unknown kind of step");
        };
        if let Ok((value, _)) = &outcome {
            self.bind(step, value);
        }
        self.report(index, &outcome);
        if let Err(failure) = self.check(label, step, outcome) {
            self.failures.push(failure);
        }
    }

    /// Gives the addresses the step returns the aliases it binds.
    fn bind(&mut self, step: &Value, value: &Value) {
        for bind in list(&step["bind"]) {
            let bound = match bind["field"].as_str() {
                Some(field) => &value[field],
                None => value,
            };
            let addr = Addr::unchecked(bound.as_str().expect("bound value is an address"));
            self.names.insert(text(&bind["alias"]).to_string(), addr);
        }
    }

    /// Prints \`SCENARIO-STEP {json}\`: what the step did (returned value and events, or the
    /// error text), the named addresses and their native balances, for tools that compare it.
    fn report(&self, index: usize, outcome: &Outcome) {
        let mut line = match outcome {
            Ok((value, events)) => {
                let events: Vec<Value> = events
                    .iter()
                    .map(|e| json!({"type": e.name, "emitter": e.emitter, "attrs": e.attrs}))
                    .collect();
                json!({"ok": true, "value": value, "events": events})
            }
            Err(err) => json!({"ok": false, "error": err}),
        };
        let mut names = BTreeMap::new();
        let mut balances = BTreeMap::new();
        for (name, addr) in &self.names {
            names.insert(name.clone(), addr.to_string());
            if let Ok(coin) = self.app.wrap().query_balance(addr, &self.denom) {
                balances.insert(name.clone(), coin.amount.to_string());
            }
        }
        line["step"] = json!(index);
        line["names"] = json!(names);
        line["balances"] = json!(balances);
        println!("SCENARIO-STEP {line}");
    }

    /// Instantiates through \`WasmMsg::Instantiate\` so that the constructor's events are visible.
    fn deploy(&mut self, step: &Value, contract: &str) -> Outcome {
        let msg = WasmMsg::Instantiate {
            admin: None,
            code_id: self.codes[contract],
            msg: to_json_binary(&self.resolve(&step["msg"])).unwrap(),
            funds: self.funds(step),
            label: contract.to_string(),
        };
        let from = self.addr(&step["from"]);
        let res = self
            .app
            .execute(from, msg.into())
            .map_err(|err| revert_text(&err))?;
        let addr = res
            .events
            .iter()
            .find(|e| e.ty == "instantiate")
            .and_then(|e| e.attributes.iter().find(|a| a.key == "_contract_address"))
            .map(|a| Addr::unchecked(&a.value))
            .expect("no instantiate event");
        self.names.insert(text(&step["id"]).to_string(), addr);
        Ok((Value::Null, sol_events(&res)))
    }

    /// Compares the outcome with \`expect\`; the error says what differed.
    fn check(&self, label: &str, step: &Value, outcome: Outcome) -> Result<(), String> {
        let expect = &step["expect"];
        if expect["ok"] == json!(false) {
            return match outcome {
                Ok(_) => Err(format!("{label}: must fail, but succeeded")),
                Err(err) => self.check_revert(label, &expect["revert"], &err),
            };
        }
        let (value, events) = match outcome {
            Ok(ok) => ok,
            Err(err) => return Err(format!("{label}: must succeed, but failed: {err}")),
        };
        if let Some(want) = expect.get("returns") {
            let want = self.resolve(want);
            if !matches(&want, &value) {
                return Err(format!(
                    "{label}: returns\\n  expected: {want}\\n  actual:   {value}"
                ));
            }
        }
        match expect.get("events") {
            Some(want) => self.check_events(label, want, &events),
            None => Ok(()),
        }
    }

    /// A require/revert string exactly, a custom error \`Name {json}\` by name and arguments;
    /// \`""\` (or no expectation) accepts any failure.
    fn check_revert(&self, label: &str, want: &Value, err: &str) -> Result<(), String> {
        if let Some(error) = want.get("error") {
            let (name, args) = match err.split_once(' ') {
                Some((name, args)) => (name, serde_json::from_str(args).unwrap_or(Value::Null)),
                None => (err, json!({})),
            };
            let want_args = self.resolve(&want["args"]);
            if name != text(error) || !matches(&want_args, &args) {
                let error = text(error);
                return Err(format!(
                    "{label}: revert\\n  expected: {error} {want_args}\\n  actual:   {err}"
                ));
            }
        } else if let Some(want) = want.as_str().filter(|w| !w.is_empty()) {
            if err != want {
                return Err(format!(
                    "{label}: revert\\n  expected: {want}\\n  actual:   {err}"
                ));
            }
        }
        Ok(())
    }

    /// The exact, ordered list of Solidity events of every contract involved.
    fn check_events(&self, label: &str, want: &Value, got: &[SolEvent]) -> Result<(), String> {
        let want = list(want);
        let fail = || {
            let want = Value::Array(want.to_vec());
            Err(format!(
                "{label}: events\\n  expected: {want}\\n  actual:   {got:?}"
            ))
        };
        if want.len() != got.len() {
            return fail();
        }
        for (w, g) in want.iter().zip(got) {
            let emitter_ok = match w.get("emitter") {
                Some(emitter) => self.addr(emitter).as_str() == g.emitter,
                None => true,
            };
            let attrs_ok = match w.get("attrs") {
                Some(attrs) => {
                    let attrs = list(attrs);
                    attrs.len() == g.attrs.len()
                        && attrs.iter().zip(&g.attrs).all(|(wa, (key, value))| {
                            text(&wa[0]) == key && attr_matches(&self.resolve(&wa[1]), value)
                        })
                }
                None => true,
            };
            if text(&w["name"]) != g.name || !emitter_ok || !attrs_ok {
                return fail();
            }
        }
        Ok(())
    }

    /// Replaces \`"@name"\` (and \`"@0x.."\`) by that address, \`"@code:Name"\` by the code id of that
    /// contract and \`"@@x"\` by the literal string \`"@x"\`.
    fn resolve(&self, value: &Value) -> Value {
        match value {
            Value::String(s) if s.starts_with("@@") => json!(&s[1..]),
            Value::String(s) if s.starts_with("@code:") => json!(self.codes[&s[6..]]),
            Value::String(s) if s.starts_with('@') => json!(self.addr(value)),
            Value::Array(items) => Value::Array(items.iter().map(|v| self.resolve(v)).collect()),
            Value::Object(fields) => Value::Object(
                fields
                    .iter()
                    .map(|(k, v)| (k.clone(), self.resolve(v)))
                    .collect(),
            ),
            other => other.clone(),
        }
    }

    /// The address an \`"@name"\` stands for; \`"@0x<40 hex digits>"\` is an Ethereum address, the
    /// bech32 address of the same 20 bytes (what \`ecrecover\` yields).
    fn addr(&self, name: &Value) -> Addr {
        if let Some(hex) = text(name).strip_prefix("@0x") {
            let bytes = cosmwasm_std::HexBinary::from_hex(hex).expect("20 bytes in hex");
            let canonical = cosmwasm_std::CanonicalAddr::from(bytes.as_slice());
            return cosmwasm_std::Api::addr_humanize(self.app.api(), &canonical).unwrap();
        }
        match self.names.get(text(name)) {
            Some(addr) => addr.clone(),
            None => panic!("unknown address {name}"),
        }
    }

    fn funds(&self, step: &Value) -> Vec<Coin> {
        match step["funds"].as_str() {
            Some(amount) => coins(amount.parse().expect("funds"), &self.denom),
            None => vec![],
        }
    }
}

/// \`"*"\` matches anything; arrays and objects match member by member.
fn matches(want: &Value, got: &Value) -> bool {
    match (want, got) {
        (Value::String(w), _) if w == "*" => true,
        (Value::Array(w), Value::Array(g)) => {
            w.len() == g.len() && w.iter().zip(g).all(|(w, g)| matches(w, g))
        }
        (Value::Object(w), Value::Object(g)) => {
            w.len() == g.len()
                && w.iter()
                    .all(|(k, w)| g.get(k).is_some_and(|g| matches(w, g)))
        }
        _ => want == got,
    }
}

/// Attribute values are text; arrays and structs are JSON text, compared as JSON.
fn attr_matches(want: &Value, got: &str) -> bool {
    match want {
        Value::String(w) => w == "*" || w == got,
        _ => serde_json::from_str(got).is_ok_and(|got: Value| matches(want, &got)),
    }
}

/// The Solidity events of a call: the \`wasm-<Name>\` events, in order, \`_contract_address\` apart.
fn sol_events(res: &AppResponse) -> Vec<SolEvent> {
    res.events
        .iter()
        .filter_map(|e| {
            let name = e.ty.strip_prefix("wasm-")?.to_string();
            let emitter = e
                .attributes
                .iter()
                .find(|a| a.key == "_contract_address")
                .map(|a| a.value.clone())
                .unwrap_or_default();
            let attrs = e
                .attributes
                .iter()
                .filter(|a| a.key != "_contract_address")
                .map(|a| (a.key.clone(), a.value.clone()))
                .collect();
            Some(SolEvent {
                name,
                emitter,
                attrs,
            })
        })
        .collect()
}

/// The execute's return value, decoded from the response data (JSON); \`null\` without data.
fn returned(res: &AppResponse) -> Value {
    match &res.data {
        Some(data) if !data.is_empty() => serde_json::from_slice(data).expect("data is JSON"),
        _ => Value::Null,
    }
}

/// The revert text of a failed execute: the contract error's message (the root of the chain).
fn revert_text(err: &AnyError) -> String {
    strip_query_prefix(&err.root_cause().to_string())
}

/// The revert text of a failed query: the contract error's message.
fn query_error_text(err: &StdError) -> String {
    match err {
        StdError::GenericErr { msg, .. } => strip_query_prefix(msg),
        other => other.to_string(),
    }
}

/// A failure that crossed a query (\`Querier contract error: ...\`) keeps the queried contract's text.
fn strip_query_prefix(text: &str) -> String {
    match text.rfind(QUERY_ERROR_PREFIX) {
        Some(at) => text[at + QUERY_ERROR_PREFIX.len()..].to_string(),
        None => text.to_string(),
    }
}

fn text(value: &Value) -> &str {
    value.as_str().unwrap_or_default()
}

fn list(value: &Value) -> &[Value] {
    value.as_array().map(Vec::as_slice).unwrap_or_default()
}
`;
