//! The process driver: starts an engine, sends one request line, reads exactly one response line, with a deadline
//! on every wait and a limit on every line. An engine that fails is reported with a typed [`EngineFailure`] and
//! killed; no child outlives its [`Engine`], nor, on Linux, the harness itself, however the harness ends (see
//! [`lifeline`]).

use crate::wire::{self, Envelope};
use serde_json::Value;
use std::collections::VecDeque;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};

/// How the harness talks to an engine.
#[derive(Clone, Debug)]
pub struct EngineCommand {
    pub program: String,
    pub args: Vec<String>,
}

/// One protocol session without a process: request line in, response line out. Used only to measure what the
/// pipe costs; certification always goes through a process.
pub type LineHandler = Box<dyn FnMut(&str) -> String + Send>;

/// Makes a fresh in-process session for each scenario.
pub type LineHandlerFactory = Arc<dyn Fn() -> LineHandler + Send + Sync>;

/// Where the engine runs.
#[derive(Clone)]
pub enum EngineSpec {
    Process(EngineCommand),
    InProcess(LineHandlerFactory),
}

impl std::fmt::Debug for EngineSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineSpec::Process(c) => c.fmt(f),
            EngineSpec::InProcess(_) => f.write_str("InProcess"),
        }
    }
}

impl EngineSpec {
    /// The engine's command line as a user would type it.
    pub fn describe(&self) -> String {
        match self {
            EngineSpec::Process(c) => std::iter::once(c.program.as_str())
                .chain(c.args.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join(" "),
            EngineSpec::InProcess(_) => "(in process)".into(),
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The deadline of each request, from sending it to the end of its response line.
    pub timeout: Duration,
    /// The longest response line accepted, in bytes.
    pub max_line: usize,
    /// The start-up allowance: added to the deadline of the first request a new process answers, so that the time
    /// an engine takes to start (an interpreter, a virtual machine, fixtures read) does not count against it.
    pub startup: Duration,
}

/// The start-up allowance by default (docs/protocol.md, section 1).
pub const STARTUP_ALLOWANCE: Duration = Duration::from_secs(10);

impl Default for Limits {
    fn default() -> Self {
        Limits {
            timeout: Duration::from_secs(5),
            max_line: 4 << 20,
            startup: STARTUP_ALLOWANCE,
        }
    }
}

/// Why talking to an engine failed. Each is a verdict of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineFailure {
    /// The engine could not be started.
    Spawn(String),
    /// The engine exited or closed its output.
    Crashed {
        status: Option<i32>,
        stderr_tail: String,
    },
    /// No complete response line within the deadline.
    TimedOut { request: String, after_ms: u128 },
    /// The engine broke the protocol: an unreadable line, a line over the limit, a wrong id, a bad message.
    Protocol { message: String, line: String },
}

impl EngineFailure {
    /// The verdict kind this failure gives a scenario.
    pub fn kind(&self) -> &'static str {
        match self {
            EngineFailure::Spawn(_) | EngineFailure::Crashed { .. } => "crashed",
            EngineFailure::TimedOut { .. } => "timed_out",
            EngineFailure::Protocol { .. } => "protocol_violation",
        }
    }
}

impl std::fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineFailure::Spawn(e) => write!(f, "the engine could not be started: {e}"),
            EngineFailure::Crashed {
                status,
                stderr_tail,
            } => {
                match status {
                    Some(c) => write!(f, "the engine exited with status {c}")?,
                    None => write!(f, "the engine closed its output or was killed by a signal")?,
                }
                if !stderr_tail.trim().is_empty() {
                    write!(f, "; the end of its stderr:\n{}", stderr_tail.trim_end())?;
                }
                Ok(())
            }
            EngineFailure::TimedOut { request, after_ms } => {
                write!(f, "no answer within {after_ms} ms to {request}")
            }
            EngineFailure::Protocol { message, line } => {
                write!(f, "protocol violation: {message}; the engine wrote: {line}")
            }
        }
    }
}

/// The answer to one request, checked for shape.
#[derive(Clone, Debug)]
pub struct Answer {
    pub envelope: Envelope,
    pub raw: Value,
}

const STDERR_TAIL: usize = 8 * 1024;

struct Process {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Process {
    /// Kills the engine and, on Linux, its whole process group: what a wrapper script started stops with it.
    fn kill(&mut self) {
        #[cfg(target_os = "linux")]
        lifeline::kill_group(&self.child);
        let _ = self.child.start_kill();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        // `kill_on_drop` kills the engine itself; this also reaches the rest of its group.
        #[cfg(target_os = "linux")]
        lifeline::kill_group(&self.child);
    }
}

/// A running engine.
pub struct Engine {
    process: Option<Process>,
    in_process: Option<LineHandler>,
    stderr: Arc<Mutex<VecDeque<u8>>>,
    next_id: u64,
    limits: Limits,
    dead: Option<EngineFailure>,
    /// Whether the process has answered a request yet: until it has, its deadline includes the start-up allowance.
    answered: bool,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("pid", &self.process.as_ref().and_then(|p| p.child.id()))
            .finish()
    }
}

impl Engine {
    /// Starts an engine as its spec says.
    pub fn start(spec: &EngineSpec, limits: Limits) -> Result<Engine, EngineFailure> {
        match spec {
            EngineSpec::Process(cmd) => Engine::spawn(cmd, limits),
            EngineSpec::InProcess(factory) => Ok(Engine {
                process: None,
                in_process: Some(factory()),
                stderr: Arc::new(Mutex::new(VecDeque::new())),
                next_id: 1,
                limits,
                dead: None,
                answered: false,
            }),
        }
    }

    /// Starts the engine. No request is sent yet.
    pub fn spawn(cmd: &EngineCommand, limits: Limits) -> Result<Engine, EngineFailure> {
        let mut command = Command::new(&cmd.program);
        command
            .args(&cmd.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        #[cfg(target_os = "linux")]
        let spawned = lifeline::spawn(command);
        #[cfg(not(target_os = "linux"))]
        let spawned = command.spawn();
        let mut child =
            spawned.map_err(|e| EngineFailure::Spawn(format!("{}: {e}", cmd.program)))?;
        let stdin = child
            .stdin
            .take()
            .ok_or(EngineFailure::Spawn("no stdin".into()))?;
        let stdout = child
            .stdout
            .take()
            .ok_or(EngineFailure::Spawn("no stdout".into()))?;
        let stderr_pipe = child.stderr.take();
        let stderr = Arc::new(Mutex::new(VecDeque::with_capacity(STDERR_TAIL)));
        if let Some(mut pipe) = stderr_pipe {
            let tail = stderr.clone();
            // Drain stderr for as long as the engine writes, keeping only its end, so a flood never blocks it.
            tokio::spawn(async move {
                let mut buf = [0u8; 4096];
                while let Ok(n) = pipe.read(&mut buf).await {
                    if n == 0 {
                        break;
                    }
                    if let Ok(mut t) = tail.lock() {
                        t.extend(&buf[..n]);
                        let excess = t.len().saturating_sub(STDERR_TAIL);
                        t.drain(..excess);
                    }
                }
            });
        }
        Ok(Engine {
            process: Some(Process {
                child,
                stdin,
                stdout: BufReader::new(stdout),
            }),
            in_process: None,
            stderr,
            next_id: 1,
            limits,
            dead: None,
            answered: false,
        })
    }

    /// Whether a request has failed: a failed engine answers nothing more.
    pub fn is_dead(&self) -> bool {
        self.dead.is_some()
    }

    /// The last bytes the engine wrote to stderr.
    pub fn stderr_tail(&self) -> String {
        self.stderr
            .lock()
            .map(|t| String::from_utf8_lossy(&t.iter().copied().collect::<Vec<_>>()).into_owned())
            .unwrap_or_default()
    }

    /// Sends `command` (an object without `id`) and reads its answer.
    pub async fn request(&mut self, mut command: Value) -> Result<Answer, EngineFailure> {
        if let Some(f) = &self.dead {
            return Err(f.clone());
        }
        let id = self.next_id;
        self.next_id += 1;
        if let Value::Object(m) = &mut command {
            m.insert("id".into(), Value::from(id));
        }
        let result = self.exchange(id, &command).await;
        if let Err(f) = &result {
            self.dead = Some(f.clone());
            if let Some(p) = &mut self.process {
                p.kill();
            }
        }
        result
    }

    async fn exchange(&mut self, id: u64, command: &Value) -> Result<Answer, EngineFailure> {
        let mut line = serde_json::to_string(command).unwrap_or_default();
        let shown = shorten(&line, 200);
        line.push('\n');
        let limits = self.limits;
        if let Some(handler) = &mut self.in_process {
            let mut answer = handler(line.trim_end());
            answer.push('\n');
            return self.decode(id, answer.into_bytes());
        }
        let Some(process) = &mut self.process else {
            return Err(EngineFailure::Spawn("no engine".into()));
        };
        let started = std::time::Instant::now();
        let io = async {
            if process.stdin.write_all(line.as_bytes()).await.is_err()
                || process.stdin.flush().await.is_err()
            {
                return Err(());
            }
            let mut buf = Vec::new();
            let mut limited = (&mut process.stdout).take(limits.max_line as u64 + 1);
            match limited.read_until(b'\n', &mut buf).await {
                Ok(0) | Err(_) => Err(()),
                Ok(_) => Ok(buf),
            }
        };
        let deadline = if self.answered {
            limits.timeout
        } else {
            limits.timeout + limits.startup
        };
        let buf = match tokio::time::timeout(deadline, io).await {
            Err(_) => {
                return Err(EngineFailure::TimedOut {
                    request: shown,
                    after_ms: started.elapsed().as_millis(),
                });
            }
            Ok(Err(())) => return Err(self.crashed().await),
            Ok(Ok(buf)) => buf,
        };
        self.answered = true;
        if !buf.ends_with(b"\n") {
            if buf.len() > limits.max_line {
                return Err(EngineFailure::Protocol {
                    message: format!("a response line longer than {} bytes", limits.max_line),
                    line: shorten(&String::from_utf8_lossy(&buf), 120),
                });
            }
            // The output ended in the middle of a line.
            return Err(self.crashed().await);
        }
        self.decode(id, buf)
    }

    /// Reads one response line: JSON, within the schema, with the request's id.
    fn decode(&self, id: u64, buf: Vec<u8>) -> Result<Answer, EngineFailure> {
        decode_answer(id, &buf)
    }

    async fn crashed(&mut self) -> EngineFailure {
        let Some(p) = &mut self.process else {
            return EngineFailure::Spawn("no engine".into());
        };
        let status = match tokio::time::timeout(Duration::from_millis(500), p.child.wait()).await {
            Ok(Ok(s)) => s.code(),
            _ => {
                p.kill();
                None
            }
        };
        // Give the stderr reader a moment to collect the last words.
        tokio::time::sleep(Duration::from_millis(20)).await;
        EngineFailure::Crashed {
            status,
            stderr_tail: self.stderr_tail(),
        }
    }

    /// Ends the engine at once.
    pub async fn kill(mut self) {
        if let Some(p) = &mut self.process {
            p.kill();
            let _ = tokio::time::timeout(Duration::from_millis(500), p.child.wait()).await;
        }
    }

    /// Asks the engine to quit, then makes sure it is gone.
    pub async fn shutdown(mut self) {
        if self.dead.is_none() {
            let quick = Limits {
                timeout: Duration::from_millis(500),
                ..self.limits
            };
            self.limits = quick;
            let _ = self.request(serde_json::json!({"cmd": "quit"})).await;
        }
        self.kill().await;
    }
}

/// Engines die with the harness, on Linux, even when the harness itself is killed with SIGKILL and runs no code of
/// its own to stop them.
///
/// Each engine is started with `PR_SET_PDEATHSIG` set to SIGKILL: the kernel kills it when its parent dies. The
/// setting survives `exec`, so an engine started through a script that `exec`s it is covered too; it is not
/// inherited by the engine's own children, so a script that runs the engine as a child instead (`python3 engine.py`
/// without `exec`) leaves that child to notice its standard input close. Each engine also leads a process group of
/// its own, and the harness kills the whole group whenever it kills an engine, so such children go too.
///
/// The kernel's "parent" is the thread that forked the child, not the process: an engine forked from a thread that
/// later ends (a blocking pool's, say) would be killed in the middle of a run. So every engine is forked from one
/// thread that lives as long as the harness.
#[cfg(target_os = "linux")]
mod lifeline {
    use std::sync::mpsc;
    use std::sync::{Mutex, OnceLock};
    use tokio::process::{Child, Command};

    type Job = Box<dyn FnOnce() + Send>;

    /// The thread that forks every engine, started on first use; `None` when it cannot be started.
    fn forker() -> Option<&'static Mutex<mpsc::Sender<Job>>> {
        static FORKER: OnceLock<Option<Mutex<mpsc::Sender<Job>>>> = OnceLock::new();
        FORKER
            .get_or_init(|| {
                let (tx, rx) = mpsc::channel::<Job>();
                std::thread::Builder::new()
                    .name("veropoly-engine-forker".into())
                    .spawn(move || {
                        for job in rx {
                            job();
                        }
                    })
                    .ok()?;
                Some(Mutex::new(tx))
            })
            .as_ref()
    }

    /// Starts `command` in a process group of its own, to be killed by the kernel when the harness dies.
    pub fn spawn(mut command: Command) -> std::io::Result<Child> {
        let harness = std::process::id() as libc::pid_t;
        command.process_group(0);
        // SAFETY: between fork and exec the closure makes only two system calls, and allocates nothing.
        unsafe {
            command.pre_exec(move || {
                if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0) == -1 {
                    return Err(std::io::Error::last_os_error());
                }
                // Had the harness died between the fork and the line above, no signal would ever come: the child
                // has already been handed to another parent.
                if libc::getppid() != harness {
                    return Err(std::io::Error::from_raw_os_error(libc::ESRCH));
                }
                Ok(())
            });
        }
        let (Ok(runtime), Some(forker)) = (tokio::runtime::Handle::try_current(), forker()) else {
            return command.spawn();
        };
        let (tx, rx) = mpsc::sync_channel(1);
        let job: Job = Box::new(move || {
            let _runtime = runtime.enter();
            let _ = tx.send(command.spawn());
        });
        forker
            .lock()
            .map_err(|_| std::io::Error::other("the engine forker is poisoned"))?
            .send(job)
            .map_err(|_| std::io::Error::other("the engine forker has stopped"))?;
        rx.recv()
            .map_err(|_| std::io::Error::other("the engine forker has stopped"))?
    }

    /// Kills the process group that `child` leads. Only while the child is not yet reaped: until then its id cannot
    /// name another process or group.
    pub fn kill_group(child: &Child) {
        if let Some(pid) = child.id() {
            // SAFETY: a plain system call on a group this harness created.
            unsafe {
                libc::killpg(pid as libc::pid_t, libc::SIGKILL);
            }
        }
    }
}

/// The first `max` characters of `s`, marked when cut.
/// Reads one response line as the harness reads every answer of an engine: JSON, within the protocol's schema,
/// with the envelope the harness expects and the request's `id`. Any other line is a protocol failure that quotes
/// it (shortened); no line, however hostile, makes this panic.
pub fn decode_answer(id: u64, buf: &[u8]) -> Result<Answer, EngineFailure> {
    let text = String::from_utf8_lossy(buf);
    let text = text.trim_end_matches(['\n', '\r']);
    let violation = |message: String| EngineFailure::Protocol {
        message,
        line: shorten(text, 300),
    };
    let raw: Value = serde_json::from_str(text)
        .map_err(|e| violation(format!("the response is not JSON ({e})")))?;
    wire::check_schema(&raw)
        .map_err(|e| violation(format!("the response breaks the protocol schema: {e}")))?;
    let envelope: Envelope = serde_json::from_value(raw.clone())
        .map_err(|e| violation(format!("the response envelope is malformed: {e}")))?;
    if envelope.id != Some(id) {
        return Err(violation(format!(
            "the response carries id {:?}, the request had id {id}",
            envelope.id
        )));
    }
    Ok(Answer { envelope, raw })
}

pub fn shorten(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let cut: String = s.chars().take(max).collect();
        format!("{cut}… ({} bytes in all)", s.len())
    }
}
